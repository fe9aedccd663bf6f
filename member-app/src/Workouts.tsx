import { useEffect, useState } from 'react';
import { memberContentMessages as w } from '@gym/contracts/memberApp/contentMessages';
import { memberAppMessages as t } from '@gym/contracts/memberApp/messages';
import { OfflineError, SignedOutError } from './api';
import { brDate, saoPauloNow } from './logic';
import { ReviewCard } from './ReviewCard';
import { loadWorkouts, opening, saveRecord, savedWorkouts, type BestRecord, type WorkoutsData } from './workoutsData';
import {
  exercisePicture,
  groupOn,
  parseRecord,
  recordText,
  weekDaysLabel,
  type Routine,
  type WorkoutEntry,
  type WorkoutGroup,
} from './workoutsLogic';

/** The Treinos tab (issue 25, lazily loaded): the member's routines by day, each exercise and its record. */
export default function Workouts({ onSignedOut }: { onSignedOut: () => void }) {
  const [data, setData] = useState<WorkoutsData | null>(savedWorkouts());
  const [offline, setOffline] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const reload = (fresh: boolean) =>
    loadWorkouts(fresh)
      .then((r) => {
        setData(r.data);
        setOffline(r.offline);
      })
      .catch((e: unknown) => {
        if (e instanceof SignedOutError) return onSignedOut();
        if (e instanceof OfflineError) return setOffline(true);
        setError((e as Error).message);
      });
  useEffect(() => {
    void reload(false);
  }, []);

  return (
    <section aria-label={w.workouts}>
      <h1>{w.workouts}</h1>
      {offline ? (
        <p className="offline" role="status">
          {w.offlineWorkouts}
        </p>
      ) : null}
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      {!data ? <p>{t.loading}</p> : null}
      {data && data.routines.length === 0 ? <p className="muted">{w.noRoutines}</p> : null}
      {data?.routines.map((routine) => (
        <RoutineCard key={routine.id} routine={routine} records={data.records} onRecorded={() => reload(true)} />
      ))}
    </section>
  );
}

function RoutineCard({
  routine,
  records,
  onRecorded,
}: {
  routine: Routine;
  records: readonly BestRecord[];
  onRecorded: () => Promise<void>;
}) {
  const today = groupOn(routine, saoPauloNow(new Date()).today);
  const asked = opening.routineId === routine.id ? opening.groupId : '';
  const [groupId, setGroupId] = useState(asked || today?.id || routine.workoutGroups[0]?.id || '');
  const group = routine.workoutGroups.find((g) => g.id === groupId) ?? null;
  return (
    <article className="card" data-testid={`routine-${routine.id}`}>
      <h2>{routine.name}</h2>
      <p className="muted">
        {w.period(brDate(routine.startDate), routine.endDate ? brDate(routine.endDate) : null)} · {w.days}:{' '}
        {weekDaysLabel(routine.weekDayIds)}
      </p>
      <div className="chips" role="group" aria-label={routine.name}>
        {routine.workoutGroups.map((g) => (
          <button
            key={g.id}
            type="button"
            className={g.id === groupId ? 'primary' : 'secondary'}
            aria-pressed={g.id === groupId}
            onClick={() => setGroupId(g.id)}
          >
            {g.name}
            {g.id === today?.id ? ` · ${w.todaysWorkout}` : ''}
          </button>
        ))}
      </div>
      {group ? <GroupView group={group} records={records} onRecorded={onRecorded} /> : null}
    </article>
  );
}

function GroupView({
  group,
  records,
  onRecorded,
}: {
  group: WorkoutGroup;
  records: readonly BestRecord[];
  onRecorded: () => Promise<void>;
}) {
  return (
    <div className="group" data-testid="workout-group">
      <h3>{group.name}</h3>
      {group.description ? <p>{group.description}</p> : null}
      {group.coverUrl ? <img className="media" src={group.coverUrl} alt={group.name} loading="lazy" /> : null}
      {group.videoUrl ? <video className="media" src={group.videoUrl} controls preload="none" /> : null}
      {group.externalVideoUrl ? (
        <a href={group.externalVideoUrl} target="_blank" rel="noreferrer">
          {w.video}
        </a>
      ) : null}
      {group.workouts.map((block) => (
        <div key={block.id} className="block">
          <h4>
            {block.name}
            {block.timeText ? <span className="muted"> · {block.timeText}</span> : null}
          </h4>
          {block.description ? <p className="muted">{block.description}</p> : null}
          <ul className="list">
            {block.exerciseWorkouts.map((entry) => (
              <Entry
                key={entry.id}
                entry={entry}
                best={records.find((r) => r.exercise.id === entry.exercise?.id) ?? null}
                onRecorded={onRecorded}
              />
            ))}
          </ul>
        </div>
      ))}
      <details className="review-workout" key={group.id}>
        <summary>{w.reviewWorkout}</summary>
        <ReviewCard item={{ type: 'workout_group', id: group.id, title: group.name, detail: '' }} />
      </details>
    </div>
  );
}

function Entry({
  entry,
  best,
  onRecorded,
}: {
  entry: WorkoutEntry;
  best: BestRecord | null;
  onRecorded: () => Promise<void>;
}) {
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const exercise = entry.exercise;
  const picture = exercisePicture(exercise);
  const values = [
    [w.series, entry.series],
    [w.reps, entry.reps],
    [w.load, entry.weight],
    [w.time, entry.time],
    [w.rest, entry.restTime],
  ].filter(([, v]) => v);

  const record = async (e: React.FormEvent) => {
    e.preventDefault();
    const value = parseRecord(typed);
    if (value === null || !exercise) return setMessage({ ok: false, text: w.invalidRecord });
    setBusy(true);
    setMessage(null);
    try {
      const isBest = await saveRecord(exercise.id, value);
      setTyped('');
      setMessage({ ok: true, text: isBest ? w.newBest : w.recordNotBest });
      await onRecorded();
    } catch (err) {
      setMessage({ ok: false, text: (err as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="entry" data-testid="exercise-entry">
      <div className="entry-head">
        {picture ? <img src={picture} alt={exercise?.name ?? ''} width={64} height={64} loading="lazy" /> : null}
        <span>
          <strong>{exercise?.name ?? '–'}</strong>
          <br />
          <span className="muted">{values.map(([label, v]) => `${label} ${v}`).join(' · ')}</span>
        </span>
      </div>
      {entry.notes ? (
        <p className="muted">
          {w.notes} {entry.notes}
        </p>
      ) : null}
      {exercise?.videoUrl ? (
        <details>
          <summary>{w.video}</summary>
          <video className="media" src={exercise.videoUrl} controls preload="none" />
        </details>
      ) : exercise?.externalVideoUrl ? (
        <a href={exercise.externalVideoUrl} target="_blank" rel="noreferrer">
          {w.video}
        </a>
      ) : null}
      {exercise?.recordEnabled ? (
        <form className="record" onSubmit={record}>
          <span data-testid="best-record">
            {w.myRecord}: {best ? recordText(best.best.value, best.unit) : w.noRecord}
          </span>
          <div className="record-row">
            <input
              inputMode="decimal"
              aria-label={w.recordValue(exercise.recordUnit ?? '')}
              placeholder={exercise.recordUnit ?? ''}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
            <button type="submit" className="primary" disabled={busy}>
              {w.saveRecord}
            </button>
          </div>
          {message ? (
            <p className={message.ok ? 'notice' : 'error'} role={message.ok ? 'status' : 'alert'}>
              {message.text}
            </p>
          ) : null}
        </form>
      ) : null}
    </li>
  );
}
