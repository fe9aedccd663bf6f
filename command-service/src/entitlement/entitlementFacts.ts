import {
  addDaysTo,
  NO_SHOW_WINDOW_DAYS,
  noShowBlockOf,
  noPlanLimits,
  toSaoPauloDate,
  type CheckinSettings,
  type EntitledPlan,
  type EntitlementQuestion,
  type PlanLimits,
} from '@gym/contracts';
import { getAccountById, memberCheckinsFrom, studentPlanIdsOf } from '@gym/projection-service';
import { loadState, streams } from '../aggregates.ts';
import { ladderDecider, overduePayments } from '../billing/ladderDecider.ts';
import { ladderSettingsDecider } from '../billing/ladderSettingsDecider.ts';
import { planDecider } from '../plans/planDecider.ts';
import { studentPlanDecider } from '../plans/studentPlanDecider.ts';
import type { Services } from '../services.ts';

/**
 * The entitlement's facts, gathered before the rule decides (contracts/src/entitlement). The member's plans, their
 * freezes and overdue payments are folded from their streams on the event log (a payment received a moment ago
 * restores access at once); only two lists come from read models: which plans the student has (ids, then each
 * folded) and the check-ins already booked (plan limits, the credit pack, no-shows), which the booking paths
 * await before they answer.
 */

export interface Occurrence {
  readonly programId: string;
  readonly programName: string;
  readonly classDate: string;
  /** The check-in being decided: not counted against the limits it asks about. */
  readonly checkinId: string;
}

/** The limits of a catalogue plan (issue 34 item 2; plans saved before have none). */
export function limitsOf(plan: Partial<PlanLimits>): PlanLimits {
  return {
    classesPerWeek: plan.classesPerWeek ?? null,
    classesPerMonth: plan.classesPerMonth ?? null,
    creditCheckins: plan.creditCheckins ?? null,
    creditValidDays: plan.creditValidDays ?? null,
  };
}

/** Every plan sold to the student, folded from its streams (the catalogue plan for programs and limits). */
export async function entitledPlansOf(
  svc: Services,
  accountId: string,
  studentId: string,
  classDate: string,
): Promise<Omit<EntitledPlan, 'bookedDates'>[]> {
  const ids = await studentPlanIdsOf(svc.documents, accountId, studentId);
  const plans: Omit<EntitledPlan, 'bookedDates'>[] = [];
  for (const id of ids) {
    const sold = await loadState(svc.eventStore, studentPlanDecider, streams.studentPlan(id));
    if (sold.status !== 'assigned' || sold.accountId !== accountId || sold.studentId !== studentId) continue;
    const catalogue = await loadState(svc.eventStore, planDecider, streams.plan(sold.plan.planId));
    const ladder = await loadState(svc.eventStore, ladderDecider, streams.recurringBilling(id));
    const overdue = overduePayments(ladder, {
      planId: sold.plan.planId,
      status: sold.terms.status,
      payments: sold.payments,
    });
    const freeze = sold.freeze;
    plans.push({
      studentPlanId: id,
      name: sold.plan.name,
      planType: sold.plan.planType,
      status: sold.terms.status,
      startDate: sold.terms.startDate,
      endDate: sold.terms.endDate,
      frozenUntil: freeze && freeze.startDate <= classDate && classDate <= freeze.endDate ? freeze.endDate : null,
      overdueSince: overdue.map((p) => p.dueDate).sort()[0] ?? null,
      overduePayments: overdue.length,
      programIds: catalogue.status === 'none' ? [] : catalogue.plan.programIds,
      limits: catalogue.status === 'none' ? noPlanLimits : limitsOf(catalogue.plan),
    });
  }
  return plans;
}

/** The account's public checkout: the no-plan refusal's way out. */
export async function checkoutUrlOf(svc: Services, accountId: string): Promise<string> {
  const account = await getAccountById(svc.documents, accountId);
  return `/${encodeURIComponent(account?.code ?? '')}/checkout`;
}

/** The question the rule answers for one member, class occurrence and instant. */
export async function loadEntitlementQuestion(
  svc: Services,
  accountId: string,
  /** null: a new student registered with the check-in (no plan yet). */
  studentId: string | null,
  occurrence: Occurrence,
  now: string,
  passAccepted: boolean,
  /** The account's booking rules (tolerance, no-shows), folded by the caller from their stream. */
  settings: CheckinSettings,
): Promise<EntitlementQuestion> {
  const today = toSaoPauloDate(now);
  const [plans, ladder, checkoutUrl] = await Promise.all([
    studentId ? entitledPlansOf(svc, accountId, studentId, occurrence.classDate) : [],
    loadState(svc.eventStore, ladderSettingsDecider, streams.billingLadder(accountId)),
    checkoutUrlOf(svc, accountId),
  ]);
  // Usage from the earliest day any limit can look at: a credit pack's start, the class's month, the no-show window.
  const from = [
    `${occurrence.classDate.slice(0, 7)}-01`,
    addDaysTo(occurrence.classDate, -7),
    addDaysTo(today, -NO_SHOW_WINDOW_DAYS),
    ...plans.map((p) => p.startDate),
  ].sort()[0] as string;
  const booked = studentId
    ? (await memberCheckinsFrom(svc.documents, accountId, studentId, from)).filter((c) => c.id !== occurrence.checkinId)
    : [];
  const bookedDates = booked.map((c) => c.classDate);
  return {
    plans: plans.map((p) => ({ ...p, bookedDates })),
    classOccurrence: {
      programId: occurrence.programId,
      programName: occurrence.programName,
      classDate: occurrence.classDate,
    },
    today,
    overdueToleranceDays: settings.overdueToleranceDays ?? 0,
    refuseWhileOverdue: ladder.refuseCheckinsWhileOverdue,
    noShowBlock: noShowBlockOf(
      booked.filter((c) => c.noShow).map((c) => c.classDate),
      { limit: settings.noShowLimit ?? null, blockDays: settings.noShowBlockDays ?? null },
      today,
    ),
    checkoutUrl,
    passAccepted,
  };
}
