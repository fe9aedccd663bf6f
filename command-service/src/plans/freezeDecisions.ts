import {
  addDays,
  daysBetween,
  planMessages,
  type ScheduledPayment,
  type StudentPlanFreezeEnded,
  type StudentPlanFrozen,
} from '@gym/contracts';
import { IllegalStateError, ValidationError } from '@gym/platform';

/** What a freeze decision needs of a student plan's state. */
export interface FreezeSubject {
  readonly accountId: string;
  readonly studentPlanId: string;
  readonly studentId: string;
  readonly planId: string;
  readonly status: string;
  readonly endDate: string | null;
  readonly pending: readonly ScheduledPayment[];
  readonly freeze: { readonly startDate: string; readonly endDate: string; readonly days: number } | null;
}

export interface FreezeRequest {
  readonly startDate: string;
  readonly days: number;
  readonly reason: string;
  readonly limits: { readonly minDays: number; readonly maxDays: number };
  readonly now: string;
  readonly today: string;
}

const shift = (payments: readonly ScheduledPayment[], from: string, days: number) =>
  payments.map((p) => (p.dueDate >= from ? { ...p, dueDate: addDays(p.dueDate, days) } : p));
const ids = (s: FreezeSubject) => ({
  accountId: s.accountId,
  studentPlanId: s.studentPlanId,
  studentId: s.studentId,
  planId: s.planId,
});

/** Freezes an active plan for `days` from `startDate`: its end date and the pending payments due from then move on. */
export function decideFreeze(s: FreezeSubject, r: FreezeRequest): StudentPlanFrozen[] {
  if (s.status !== 'active') throw new IllegalStateError(planMessages.freezeOnlyActive);
  if (s.freeze && s.freeze.endDate >= r.today) throw new IllegalStateError(planMessages.freezeInProgress);
  if (r.startDate < r.today) throw ValidationError.field('startDate', planMessages.freezeStartInPast);
  if (r.days < r.limits.minDays)
    throw ValidationError.field('days', planMessages.freezeTooShort.replace('{min}', String(r.limits.minDays)));
  if (r.days > r.limits.maxDays)
    throw ValidationError.field('days', planMessages.freezeTooLong.replace('{max}', String(r.limits.maxDays)));
  const endDate = addDays(r.startDate, r.days - 1);
  return [
    {
      type: 'StudentPlanFrozen',
      data: {
        ...ids(s),
        startDate: r.startDate,
        endDate,
        days: r.days,
        reason: r.reason,
        frozenAt: r.now,
        planEndDate: s.endDate && s.endDate >= r.startDate ? addDays(s.endDate, r.days) : s.endDate,
        payments: shift(s.pending, r.startDate, r.days),
      },
    },
  ];
}

/** Staff end a freeze early (today is no longer frozen): the unused days come back off the dates moved. */
export function decideEndFreezeEarly(s: FreezeSubject, today: string): StudentPlanFreezeEnded[] {
  if (!s.freeze || s.freeze.endDate < today) throw new IllegalStateError(planMessages.notFrozen);
  const endedOn = addDays(today, -1);
  const unusedDays = Math.min(s.freeze.days, daysBetween(today, s.freeze.endDate) + 1);
  const movedFrom = addDays(s.freeze.endDate, 1);
  return [
    {
      type: 'StudentPlanFreezeEnded',
      data: {
        ...ids(s),
        endedOn,
        early: true,
        unusedDays,
        planEndDate: s.endDate && s.endDate >= movedFrom ? addDays(s.endDate, -unusedDays) : s.endDate,
        payments: s.pending.map((p) =>
          p.dueDate >= movedFrom ? { ...p, dueDate: addDays(p.dueDate, -unusedDays) } : p,
        ),
      },
    },
  ];
}

/** The calendar closes a freeze after its last day, with nothing to give back. */
export function decideFreezeElapsed(s: FreezeSubject, today: string): StudentPlanFreezeEnded[] {
  if (!s.freeze || s.freeze.endDate >= today) return [];
  return [
    {
      type: 'StudentPlanFreezeEnded',
      data: {
        ...ids(s),
        endedOn: s.freeze.endDate,
        early: false,
        unusedDays: 0,
        planEndDate: s.endDate,
        payments: [...s.pending],
      },
    },
  ];
}
