import { addDays, addMonths } from '@gym/contracts/plans/dates';

export interface DayRange {
  readonly from: string;
  readonly to: string;
}

/** Spec 000 section 9 presets, computed from today's São Paulo day (weeks run Sunday to Saturday). */
export function presetRanges(today: string): { label: string; range: DayRange }[] {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const weekStart = addDays(today, -weekday);
  const monthStart = `${today.slice(0, 8)}01`;
  const nextMonthStart = addMonths(monthStart, 1);
  return [
    { label: 'Hoje', range: { from: today, to: today } },
    { label: 'Amanhã', range: { from: addDays(today, 1), to: addDays(today, 1) } },
    { label: 'Essa semana', range: { from: weekStart, to: addDays(weekStart, 6) } },
    { label: 'Próxima semana', range: { from: addDays(weekStart, 7), to: addDays(weekStart, 13) } },
    { label: 'Este mês', range: { from: monthStart, to: addDays(nextMonthStart, -1) } },
    { label: 'Próximo mês', range: { from: nextMonthStart, to: addDays(addMonths(nextMonthStart, 1), -1) } },
  ];
}

/** The custom input: the last N days up to today (minimum 1). */
export function lastDays(today: string, days: number): DayRange {
  const n = Math.max(1, Math.floor(days));
  return { from: addDays(today, -(n - 1)), to: today };
}

/** The address values: the day's bounds with the -03:00 offset. */
export const fromDateParam = (day: string) => `${day}T00:00:00-03:00`;
export const toDateParam = (day: string) => `${day}T23:59:59-03:00`;
