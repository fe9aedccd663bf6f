export interface ClassDay {
  /** Set for a day the class already has. */
  readonly id: string | null;
  readonly value: number;
  readonly destroy: boolean;
}

/**
 * Spec 001 weekday rules: unchecking an existing day marks it for destruction, unchecking a new day
 * removes it, and re-checking restores it.
 */
export function nextClassDays(days: readonly ClassDay[], value: number): ClassDay[] {
  const day = days.find((d) => d.value === value);
  if (!day) return [...days, { id: null, value, destroy: false }];
  if (day.id === null) return days.filter((d) => d !== day);
  return days.map((d) => (d === day ? { ...d, destroy: !d.destroy } : d));
}
