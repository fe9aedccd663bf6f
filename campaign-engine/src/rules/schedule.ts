import type { CampaignFrequency } from '@gym/contracts';

/** Brazil has kept UTC-03:00 all year since 2019: São Paulo local time is a fixed offset. */
const SAO_PAULO_OFFSET_MS = -3 * 60 * 60 * 1000;

const local = (at: Date) => new Date(at.getTime() + SAO_PAULO_OFFSET_MS);

/**
 * The frequency period a send falls into, in São Paulo time: one_time has a single period forever;
 * daily the date; weekly the ISO week; monthly the month. At most one delivery per student per
 * campaign per period.
 */
export function periodKey(frequency: CampaignFrequency, at: Date): string {
  const d = local(at);
  const date = d.toISOString().slice(0, 10);
  switch (frequency) {
    case 'one_time':
      return 'once';
    case 'daily':
      return date;
    case 'monthly':
      return date.slice(0, 7);
    case 'weekly':
      return isoWeek(d);
    default: {
      const unreachable: never = frequency;
      return unreachable;
    }
  }
}

function isoWeek(d: Date): string {
  const day = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday); // the Thursday of this ISO week names its year
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** When to send: now without a send time, else the next HH:MM in São Paulo (now itself if it is that minute). */
export function nextSendAt(time: string | null, now: Date): Date {
  if (!time) return now;
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const d = local(now);
  const candidate = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), hh, mm) - SAO_PAULO_OFFSET_MS;
  const minuteStart = now.getTime() - (now.getTime() % 60_000);
  return new Date(candidate >= minuteStart ? Math.max(candidate, now.getTime()) : candidate + 86_400_000);
}
