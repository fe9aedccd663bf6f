/** Calendar arithmetic on ISO dates (YYYY-MM-DD), in UTC so no time zone shifts a day. */
import type { RecurrenceUnit } from './enums.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDay(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (d: Date) => d.toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  const d = toDate(day);
  d.setUTCDate(d.getUTCDate() + days);
  return toDay(d);
}

/** Adds months keeping the day of the month, clamped to the month's last day (31 Jan + 1 = 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const d = toDate(day);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), last));
  return toDay(target);
}

export function addRecurrence(day: string, unit: RecurrenceUnit, quantity: number): string {
  if (unit === 'month') return addMonths(day, quantity);
  return addDays(day, unit === 'week' ? quantity * 7 : quantity);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toDate(to).getTime() - toDate(from).getTime()) / 86_400_000);
}
