import { memberContentMessages as w } from '@gym/contracts/memberApp/contentMessages';
import { weekDayNames } from '@gym/contracts/memberApp/messages';

/**
 * The workouts tab's rules apart from React (unit-tested in workoutsLogic.unit.test.ts): which routine days
 * fall on a date and which group (the routine's 'treinos', A/B/C) is that day's.
 */

export interface MemberExercise {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly imageUrl: string | null;
  readonly animatedImageUrl: string | null;
  readonly videoUrl: string | null;
  readonly externalVideoUrl: string | null;
  readonly recordEnabled: boolean;
  readonly exerciseType: string | null;
  readonly recordUnit: string | null;
}
export interface WorkoutEntry {
  readonly id: string;
  readonly exercise: MemberExercise | null;
  readonly series: string;
  readonly reps: string;
  readonly weight: string;
  readonly time: string;
  readonly restTime: string;
  readonly notes: string;
}
export interface WorkoutBlock {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly timeText: string;
  readonly exerciseWorkouts: readonly WorkoutEntry[];
}
export interface WorkoutGroup {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly coverUrl: string | null;
  readonly videoUrl: string | null;
  readonly externalVideoUrl: string | null;
  readonly workouts: readonly WorkoutBlock[];
}
export interface Routine {
  readonly id: string;
  readonly name: string;
  readonly startDate: string;
  readonly endDate: string | null;
  readonly cycleType: string;
  readonly weekDayIds: readonly number[];
  readonly workoutGroups: readonly WorkoutGroup[];
}

const DAY = 86_400_000;
const dayNumber = (isoDate: string) => Math.floor(Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) / DAY);
const weekDay = (n: number) => (((n + 4) % 7) + 7) % 7; // day 0 (1970-01-01) was a Thursday

/** Whether the routine has a workout on the date: within its period, on one of its weekdays (none = every day). */
export function scheduledOn(routine: Routine, isoDate: string): boolean {
  if (isoDate < routine.startDate.slice(0, 10)) return false;
  if (routine.endDate && isoDate > routine.endDate.slice(0, 10)) return false;
  return routine.weekDayIds.length === 0 || routine.weekDayIds.includes(weekDay(dayNumber(isoDate)));
}

/**
 * The group of a scheduled date (ours: the spec does not say how groups follow one another): the groups in
 * order, one per scheduled day counted from the start date (A on the first training day, B on the next...,
 * then A again), for both cycle types since no finished workout is recorded yet.
 */
export function groupOn(routine: Routine, isoDate: string): WorkoutGroup | null {
  if (routine.workoutGroups.length === 0 || !scheduledOn(routine, isoDate)) return null;
  const from = dayNumber(routine.startDate);
  const to = dayNumber(isoDate);
  let trainingDays = 0;
  if (routine.weekDayIds.length === 0) trainingDays = to - from;
  else {
    const weeks = Math.floor((to - from) / 7);
    trainingDays = weeks * routine.weekDayIds.length;
    for (let n = from + weeks * 7; n < to; n++) if (routine.weekDayIds.includes(weekDay(n))) trainingDays++;
  }
  return routine.workoutGroups[trainingDays % routine.workoutGroups.length] ?? null;
}

/** Today's workouts: each routine scheduled today with its group. */
export function workoutsOn(
  routines: readonly Routine[],
  isoDate: string,
): Array<{ routine: Routine; group: WorkoutGroup }> {
  return routines.flatMap((routine) => {
    const group = groupOn(routine, isoDate);
    return group ? [{ routine, group }] : [];
  });
}

/** 'Seg, Qua, Sex' (Sunday first), or 'Todos os dias'. */
export function weekDaysLabel(ids: readonly number[]): string {
  if (ids.length === 0 || ids.length === 7) return w.everyDay;
  return [...ids]
    .sort((a, b) => a - b)
    .map((id) => weekDayNames[id]?.slice(0, 3))
    .join(', ');
}

/** The picture of an exercise: the animated image first, then the still one. */
export const exercisePicture = (e: MemberExercise | null): string | null => e?.animatedImageUrl || e?.imageUrl || null;

/** 80 → '80', 12.5 → '12,5' with the unit ('80 kg'). */
export const recordText = (value: number, unit: string | null) =>
  `${String(value).replace('.', ',')}${unit ? ` ${unit}` : ''}`;

/** The typed record ('12,5' or '12.5') as a number, or null when it is not a positive number. */
export function parseRecord(typed: string): number | null {
  const value = Number(typed.trim().replace(',', '.'));
  return typed.trim() !== '' && Number.isFinite(value) && value > 0 ? value : null;
}
