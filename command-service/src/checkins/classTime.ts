import { SAO_PAULO_UTC_OFFSET, toSaoPauloDate } from '@gym/contracts';

const MS_PER_HOUR = 3_600_000;
const MS_PER_DAY = 86_400_000;

/** Instant of a class time (HH:MM) on a São Paulo date (fixed -03:00: Brazil has no DST since 2019). */
export const classInstant = (date: string, time: string): number =>
  Date.parse(`${date}T${time}:00${SAO_PAULO_UTC_OFFSET}`);

/** Today in São Paulo. */
export const saoPauloToday = (now: string | Date): string => toSaoPauloDate(now);

/** Whole calendar days from `from` to `to` (both YYYY-MM-DD). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / MS_PER_DAY);

/** 0 = Sunday ... 6 = Saturday, of a calendar date. */
export const weekdayOf = (date: string): number => new Date(`${date}T12:00:00Z`).getUTCDay();

export const hours = (n: number): number => n * MS_PER_HOUR;

/** The calendar date `n` days after `date`. */
export const addDays = (date: string, n: number): string =>
  new Date(Date.parse(`${date}T12:00:00Z`) + n * MS_PER_DAY).toISOString().slice(0, 10);
