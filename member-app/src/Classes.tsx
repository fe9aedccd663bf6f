import { useState } from 'react';
import { memberAppMessages as t } from '@gym/contracts/memberApp/messages';
import { gql, RefusedError } from './api';
import { bookingOf, dayTitle, groupByDay, isFull, type Booking, type Occurrence } from './logic';

interface Program {
  readonly id: string;
  readonly name: string;
  readonly filial: { readonly id: string; readonly name: string } | null;
}

/** The next 7 days of every program (programSchedule per program, in parallel). */
export async function loadWeek(): Promise<Occurrence[]> {
  const { programs } = await gql<{ programs: Program[] }>('{ programs { id name filial { id name } } }');
  const lists = await Promise.all(
    programs.map(async (p) => {
      const { programSchedule } = await gql<{
        programSchedule: Omit<Occurrence, 'programId' | 'programName' | 'branchId' | 'branchName'>[];
      }>(
        'query($p: ID!) { programSchedule(programId: $p, days: 7) { date checkins waitlist programClass { id startTime endTime limit } } }',
        { p: p.id },
      );
      return programSchedule.map((o) => ({
        ...o,
        programId: p.id,
        programName: p.name,
        branchId: p.filial?.id ?? '',
        branchName: p.filial?.name ?? '',
      }));
    }),
  );
  return lists.flat();
}

/** The member's own check-ins (newest first), with the class each belongs to. */
export async function loadBookings(): Promise<Booking[]> {
  const { getUserCheckinHistory } = await gql<{ getUserCheckinHistory: { list: Booking[] } }>(
    '{ getUserCheckinHistory { list { id date status class { id startTime endTime } program { name } filial { name } } } }',
  );
  return getUserCheckinHistory.list;
}

/** The week's classes by branch and program: book, join the waitlist, cancel, with the server's rules and words. */
export function Classes({
  week,
  bookings,
  onChanged,
  onError,
  onNotice,
}: {
  week: readonly Occurrence[] | null;
  bookings: readonly Booking[];
  onChanged: () => Promise<void>;
  onError: (message: string) => void;
  onNotice: () => void;
}) {
  const [branchId, setBranchId] = useState('');
  const [programId, setProgramId] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [wayOut, setWayOut] = useState<RefusedError['wayOut']>(null);

  if (!week) return <p>{t.loading}</p>;
  const branches = [...new Map(week.map((o) => [o.branchId, o.branchName])).entries()];
  const programs = [
    ...new Map(
      week.filter((o) => !branchId || o.branchId === branchId).map((o) => [o.programId, o.programName]),
    ).entries(),
  ];
  const days = groupByDay(week, { branchId, programId });

  const act = async (key: string, run: () => Promise<string>) => {
    setBusy(key);
    setMessage(null);
    setWayOut(null);
    onNotice();
    try {
      setMessage(await run());
      await onChanged();
    } catch (e) {
      // The entitlement's refusal shows its way out next to the class list (e.g. the checkout to buy a plan).
      if (e instanceof RefusedError) setWayOut(e.wayOut);
      onError((e as Error).message);
    } finally {
      setBusy(null);
    }
  };
  const book = (o: Occurrence, waitlist: boolean) =>
    act(`${o.programClass.id}:${o.date}`, async () => {
      const r = await gql<{ createOrUpdateCheckin: { message: string } }>(
        'mutation($c: ID!, $d: String, $w: Boolean) { createOrUpdateCheckin(programClassId: $c, classDate: $d, waitlist: $w) { message status } }',
        { c: o.programClass.id, d: o.date, w: waitlist },
      );
      return r.createOrUpdateCheckin.message;
    });
  const cancel = (o: Occurrence, b: Booking) =>
    act(`${o.programClass.id}:${o.date}`, async () => {
      const r = await gql<{ deleteCheckin: { message: string } }>(
        'mutation($id: ID!) { deleteCheckin(id: $id) { message status } }',
        { id: b.id },
      );
      return r.deleteCheckin.message;
    });

  return (
    <section aria-label={t.classes}>
      <h1>{t.classes}</h1>
      <div className="filters">
        <select
          aria-label={t.allBranches}
          value={branchId}
          onChange={(e) => {
            setBranchId(e.target.value);
            setProgramId('');
          }}
        >
          <option value="">{t.allBranches}</option>
          {branches.map(([id, name]) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </select>
        <select aria-label={t.allPrograms} value={programId} onChange={(e) => setProgramId(e.target.value)}>
          <option value="">{t.allPrograms}</option>
          {programs.map(([id, name]) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </select>
      </div>
      {message ? (
        <p className="notice" role="status">
          {message}
        </p>
      ) : null}
      {wayOut?.href ? (
        <p className="notice" data-testid="way-out">
          <a className="button primary" href={wayOut.href}>
            {wayOut.label}
          </a>
        </p>
      ) : wayOut ? (
        <p className="notice muted" data-testid="way-out">
          {wayOut.label}
        </p>
      ) : null}
      {days.length === 0 ? <p className="muted">{t.noClasses}</p> : null}
      {days.map((day) => (
        <div key={day.date} className="day">
          <h2>{dayTitle(day.date)}</h2>
          <ul className="list">
            {day.items.map((o) => {
              const key = `${o.programClass.id}:${o.date}`;
              const mine = bookingOf(bookings, o);
              const full = isFull(o);
              return (
                <li key={key} className="card row" data-testid={`class-${key}`}>
                  <span>
                    <strong>
                      {o.programClass.startTime}–{o.programClass.endTime}
                    </strong>{' '}
                    {o.programName}
                    <br />
                    <span className="muted">
                      {o.branchName}
                      {o.programClass.limit !== null ? ` · ${o.checkins}/${o.programClass.limit}` : ''}
                      {o.waitlist > 0 ? ` · ${t.waitlisted}: ${o.waitlist}` : ''}
                    </span>
                  </span>
                  <span className="actions">
                    {mine ? (
                      <>
                        <span className={`badge ${mine.status}`}>
                          {mine.status === 'waitlist' ? t.waitlisted : t.booked}
                        </span>
                        <button
                          type="button"
                          className="secondary"
                          disabled={busy === key}
                          onClick={() => cancel(o, mine)}
                        >
                          {t.cancel}
                        </button>
                      </>
                    ) : full ? (
                      <button type="button" className="secondary" disabled={busy === key} onClick={() => book(o, true)}>
                        {t.joinWaitlist}
                      </button>
                    ) : (
                      <button type="button" className="primary" disabled={busy === key} onClick={() => book(o, false)}>
                        {t.book}
                      </button>
                    )}
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}
