import { messages } from '@gym/contracts/messages';
import { weekDayNames } from '@gym/contracts/memberApp/messages';

/**
 * The member app's rules apart from React and the browser (unit-tested in logic.unit.test.ts): what the
 * sign-in and sign-up cards refuse, how the week is laid out, which booking is next.
 */

const CARD_EMAIL = /^[\w.+-]+@[\w-]+(\.[\w-]+)*\.[A-Za-z]{2,3}$/;

/** Spec 000 'Sign-up and sign-in cards': the first thing wrong (name on sign-up, then e-mail, then password). */
export function cardError(
  mode: 'signin' | 'signup',
  fields: { fullName: string; email: string; password: string },
): string | null {
  if (mode === 'signup' && fields.fullName.trim().split(/\s+/).length < 2) return messages.signInNameTwoWords;
  if (!CARD_EMAIL.test(fields.email.trim())) return messages.signInInvalidEmail;
  if (fields.password.length < 8) return messages.signInPasswordMin;
  return null;
}

/** "Ana Maria  Souza" → name "Ana", lastName "Maria Souza". */
export function splitFullName(fullName: string): { name: string; lastName: string } {
  const [name = '', ...rest] = fullName.trim().split(/\s+/);
  return { name, lastName: rest.join(' ') };
}

/** YYYY-MM-DD → dd/MM/yyyy. */
export const brDate = (isoDate: string): string => isoDate.slice(0, 10).split('-').reverse().join('/');

/** YYYY-MM-DD → "Segunda, 23/11/2026". */
export function dayTitle(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const weekday = new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay();
  return `${weekDayNames[weekday]}, ${brDate(isoDate)}`;
}

export interface Occurrence {
  readonly date: string;
  readonly checkins: number;
  readonly waitlist: number;
  readonly programClass: {
    readonly id: string;
    readonly startTime: string;
    readonly endTime: string;
    readonly limit: number | null;
  };
  readonly programId: string;
  readonly programName: string;
  readonly branchId: string;
  readonly branchName: string;
}

export interface Booking {
  readonly id: string;
  readonly date: string;
  readonly status: string;
  readonly class: { readonly id: string; readonly startTime: string; readonly endTime: string } | null;
  readonly program: { readonly name: string } | null;
  readonly filial: { readonly name: string } | null;
}

/** The member's live booking of a class on a date (validated or in the waitlist), if any. */
export function bookingOf(bookings: readonly Booking[], occurrence: Occurrence): Booking | null {
  return (
    bookings.find(
      (b) =>
        b.date === occurrence.date &&
        b.class?.id === occurrence.programClass.id &&
        (b.status === 'validated' || b.status === 'waitlist'),
    ) ?? null
  );
}

export const isFull = (o: Occurrence): boolean => o.programClass.limit !== null && o.checkins >= o.programClass.limit;

/** The week filtered by branch and program, grouped by date, each day by start time. */
export function groupByDay(
  occurrences: readonly Occurrence[],
  filter: { branchId: string; programId: string },
): Array<{ date: string; items: Occurrence[] }> {
  const days = new Map<string, Occurrence[]>();
  for (const o of occurrences) {
    if (filter.branchId && o.branchId !== filter.branchId) continue;
    if (filter.programId && o.programId !== filter.programId) continue;
    days.set(o.date, [...(days.get(o.date) ?? []), o]);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, items]) => ({
      date,
      items: items.sort(
        (a, b) =>
          a.programClass.startTime.localeCompare(b.programClass.startTime) ||
          a.programName.localeCompare(b.programName),
      ),
    }));
}

/** The next validated booking from now on (today's class still to start, or a later day). */
export function nextBooking(bookings: readonly Booking[], today: string, nowTime: string): Booking | null {
  const upcoming = bookings
    .filter((b) => b.status === 'validated' && b.class)
    .filter((b) => b.date > today || (b.date === today && b.class!.startTime >= nowTime))
    .sort((a, b) => a.date.localeCompare(b.date) || a.class!.startTime.localeCompare(b.class!.startTime));
  return upcoming[0] ?? null;
}

/** Today's date and time in São Paulo, as the class-day decider counts them. */
export function saoPauloNow(now: Date): { today: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { today: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
}
