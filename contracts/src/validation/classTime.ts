// Class times on São Paulo's calendar (addDays and daysBetween are the plans' calendar arithmetic).
import { SAO_PAULO_UTC_OFFSET, toSaoPauloDate } from './date.ts';

const MS_PER_HOUR = 3_600_000;

/** Instant of a class time (HH:MM) on a São Paulo date (fixed -03:00: Brazil has no DST since 2019). */
export const classInstant = (date: string, time: string): number =>
  Date.parse(`${date}T${time}:00${SAO_PAULO_UTC_OFFSET}`);

/** Today in São Paulo. */
export const saoPauloToday = (now: string | Date): string => toSaoPauloDate(now);

/** 0 = Sunday ... 6 = Saturday, of a calendar date. */
export const weekdayOf = (date: string): number => new Date(`${date}T12:00:00Z`).getUTCDay();

export const hours = (n: number): number => n * MS_PER_HOUR;
