import type { PlanType, StudentPlanStatus } from '../plans/enums.ts';
import { billingMessages } from '../billing/messages.ts';
import { formatDate } from '../validation/date.ts';

/**
 * The entitlement rule (issue 34): may this member take this class occurrence at this instant? One pure
 * function every booking path asks (member app, staff check-in, QR at the desk, the member's own
 * createOrUpdateCheckin); the handlers only gather the facts. Browser-safe: the member app shows its words.
 */

/** pt-BR refusals and their ways out (ours where the spec is silent; the no-plan one is the issue's). */
export const entitlementMessages = {
  noPlan: 'Você não tem um plano ativo. Contrate um plano para agendar aulas.',
  noPlanWayOut: 'Contratar um plano',
  frozen: 'Seu plano {plan} está trancado até {endDate}. Procure a recepção para encerrar o trancamento.',
  notStarted: 'Seu plano {plan} começa em {startDate}. Agende aulas a partir desse dia.',
  ended: 'Seu plano {plan} terminou em {endDate}. Renove seu plano para agendar aulas.',
  /** The recovery ladder's words (issue 24), so the desk and the app read the same refusal as before. */
  overdue: billingMessages.checkinRefusedOverdue,
  programNotCovered: 'Seu plano não inclui {programa}',
  programNotCoveredWayOut: 'Procure a recepção para mudar de plano.',
  weekLimit: 'Você já usou as {limit} aulas desta semana do seu plano {plan}.',
  monthLimit: 'Você já usou as {limit} aulas deste mês do seu plano {plan}.',
  creditsUsed: 'Você já usou os {count} check-ins do seu pacote {plan}. Contrate um novo pacote para agendar aulas.',
  creditsExpired:
    'Os check-ins do seu pacote {plan} venceram em {endDate}. Contrate um novo pacote para agendar aulas.',
  noShowBlocked: 'Agendamentos bloqueados até {endDate}: {count} faltas nos últimos 30 dias.',
  weekLeft: '{left} de {limit} aulas nesta semana',
  monthLeft: '{left} de {limit} aulas neste mês',
  creditsLeft: '{left} de {count} check-ins até {endDate}',
} as const;

export type RefusalReason =
  | 'no_plan'
  | 'frozen'
  | 'not_started'
  | 'ended'
  | 'overdue'
  | 'program_not_covered'
  | 'week_limit'
  | 'month_limit'
  | 'credits_used'
  | 'credits_expired'
  | 'no_show_blocked';

/** Limits of the plan sold (null = unlimited); a credit pack only for plan type `checkin`. */
export interface PlanLimits {
  readonly classesPerWeek: number | null;
  readonly classesPerMonth: number | null;
  readonly creditCheckins: number | null;
  readonly creditValidDays: number | null;
}

export const noPlanLimits: PlanLimits = {
  classesPerWeek: null,
  classesPerMonth: null,
  creditCheckins: null,
  creditValidDays: null,
};

/** One sold plan of the member as the write side folds it. */
export interface EntitledPlan {
  readonly studentPlanId: string;
  readonly name: string;
  readonly planType: PlanType;
  readonly status: StudentPlanStatus;
  readonly startDate: string;
  readonly endDate: string | null;
  /** The freeze covering the class date: its last day. */
  readonly frozenUntil: string | null;
  /** Due date of the oldest payment whose charge failed and is still unpaid; null when none. */
  readonly overdueSince: string | null;
  /** How many such payments. */
  readonly overduePayments: number;
  /** The catalogue plan's programs; empty = every program. */
  readonly programIds: readonly string[];
  readonly limits: PlanLimits;
  /** The member's active check-ins counted against this plan, by class date (the one asked about excluded). */
  readonly bookedDates: readonly string[];
}

export interface EntitlementQuestion {
  readonly plans: readonly EntitledPlan[];
  readonly classOccurrence: { readonly programId: string; readonly programName: string; readonly classDate: string };
  /** Today in São Paulo (the instant's day). */
  readonly today: string;
  /** Days an overdue payment is tolerated (the Checkins tab; 0 = blocks from the first failed charge). */
  readonly overdueToleranceDays: number;
  /** Whether the account's recovery ladder refuses check-ins for overdue payments at all. */
  readonly refuseWhileOverdue: boolean;
  /** The no-show policy's block, when one is running. */
  readonly noShowBlock: { readonly until: string; readonly noShows: number } | null;
  /** The public checkout's address (the no-plan refusal's way out). */
  readonly checkoutUrl: string;
  /** The check-in carries a Gympass/Totalpass token the provider accepted: the pass's rules, not a plan's. */
  readonly passAccepted: boolean;
}

export interface WayOut {
  readonly label: string;
  readonly href: string | null;
}

export type Entitlement =
  | { readonly allowed: true; readonly studentPlanId: string | null; readonly left: string | null }
  | {
      readonly allowed: false;
      readonly reason: RefusalReason;
      readonly message: string;
      readonly wayOut: WayOut | null;
    };

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

const DAY_MS = 86_400_000;
export const addDaysTo = (date: string, n: number): string =>
  new Date(Date.parse(`${date}T12:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const daysFrom = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** Monday of the class date's week: plan weeks run Monday to Sunday. */
export function weekStartOf(date: string): string {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return addDaysTo(date, -((weekday + 6) % 7));
}

/** The credit pack's last valid day: D days from the plan's start (the start day counts). */
export const creditsEndOf = (plan: Pick<EntitledPlan, 'startDate' | 'limits'>): string | null =>
  plan.limits.creditValidDays === null ? null : addDaysTo(plan.startDate, plan.limits.creditValidDays - 1);

const isPack = (plan: Pick<EntitledPlan, 'planType' | 'limits'>) =>
  plan.planType === 'checkin' && plan.limits.creditCheckins !== null;

/** What is left of a plan for a class date, as the member app and the staff see it ("2 de 3 aulas nesta semana"). */
export function leftOf(plan: EntitledPlan, classDate: string): { left: number; text: string } | null {
  const { limits } = plan;
  if (isPack(plan)) {
    const end = creditsEndOf(plan);
    const used = plan.bookedDates.filter((d) => d >= plan.startDate && (end === null || d <= end)).length;
    const count = limits.creditCheckins as number;
    const left = Math.max(0, count - used);
    return { left, text: fill(entitlementMessages.creditsLeft, { left, count, endDate: formatDate(end ?? '') }) };
  }
  if (limits.classesPerWeek !== null) {
    const start = weekStartOf(classDate);
    const end = addDaysTo(start, 6);
    const left = Math.max(0, limits.classesPerWeek - plan.bookedDates.filter((d) => d >= start && d <= end).length);
    return { left, text: fill(entitlementMessages.weekLeft, { left, limit: limits.classesPerWeek }) };
  }
  if (limits.classesPerMonth !== null) {
    const month = classDate.slice(0, 7);
    const left = Math.max(0, limits.classesPerMonth - plan.bookedDates.filter((d) => d.startsWith(month)).length);
    return { left, text: fill(entitlementMessages.monthLeft, { left, limit: limits.classesPerMonth }) };
  }
  return null;
}

type Refusal = Extract<Entitlement, { allowed: false }>;
const refuse = (reason: RefusalReason, message: string, wayOut: WayOut | null = null): Refusal => ({
  allowed: false,
  reason,
  message,
  wayOut,
});

/** The first refusal of one plan for this class, or null when the plan lets the member in. */
function refusalOf(plan: EntitledPlan, q: EntitlementQuestion): Refusal | null {
  const { classDate, programId, programName } = q.classOccurrence;
  const name = plan.name;
  if (classDate < plan.startDate)
    return refuse(
      'not_started',
      fill(entitlementMessages.notStarted, { plan: name, startDate: formatDate(plan.startDate) }),
    );
  if (plan.endDate !== null && classDate > plan.endDate)
    return refuse('ended', fill(entitlementMessages.ended, { plan: name, endDate: formatDate(plan.endDate) }), {
      label: entitlementMessages.noPlanWayOut,
      href: q.checkoutUrl,
    });
  if (plan.frozenUntil !== null)
    return refuse('frozen', fill(entitlementMessages.frozen, { plan: name, endDate: formatDate(plan.frozenUntil) }));
  if (plan.programIds.length > 0 && !plan.programIds.includes(programId))
    return refuse('program_not_covered', fill(entitlementMessages.programNotCovered, { programa: programName }), {
      label: entitlementMessages.programNotCoveredWayOut,
      href: null,
    });
  const { limits } = plan;
  const checkoutWayOut = { label: entitlementMessages.noPlanWayOut, href: q.checkoutUrl };
  if (isPack(plan)) {
    const end = creditsEndOf(plan);
    if (end !== null && classDate > end)
      return refuse(
        'credits_expired',
        fill(entitlementMessages.creditsExpired, { plan: name, endDate: formatDate(end) }),
        checkoutWayOut,
      );
    const left = leftOf(plan, classDate);
    if (left && left.left <= 0)
      return refuse(
        'credits_used',
        fill(entitlementMessages.creditsUsed, { plan: name, count: limits.creditCheckins as number }),
        checkoutWayOut,
      );
    return null;
  }
  if (limits.classesPerWeek !== null) {
    const start = weekStartOf(classDate);
    const end = addDaysTo(start, 6);
    if (plan.bookedDates.filter((d) => d >= start && d <= end).length >= limits.classesPerWeek)
      return refuse('week_limit', fill(entitlementMessages.weekLimit, { plan: name, limit: limits.classesPerWeek }));
  }
  if (limits.classesPerMonth !== null) {
    const month = classDate.slice(0, 7);
    if (plan.bookedDates.filter((d) => d.startsWith(month)).length >= limits.classesPerMonth)
      return refuse('month_limit', fill(entitlementMessages.monthLimit, { plan: name, limit: limits.classesPerMonth }));
  }
  return null;
}

const enabled = (plan: EntitledPlan) =>
  plan.status === 'active' || plan.status === 'pending' || plan.status === 'payment_pending';
const isPassPlan = (plan: EntitledPlan) => plan.planType === 'gympass' || plan.planType === 'totalpass';

/**
 * Allowed when one of the member's plans lets them into this class; otherwise the refusal of the plan that came
 * closest (the last rule it failed), so the member reads the reason that matters. A no-show block comes first.
 */
export function decideEntitlement(q: EntitlementQuestion): Entitlement {
  if (q.noShowBlock && q.today <= q.noShowBlock.until)
    return refuse(
      'no_show_blocked',
      fill(entitlementMessages.noShowBlocked, {
        endDate: formatDate(q.noShowBlock.until),
        count: q.noShowBlock.noShows,
      }),
    );
  // Gympass/Totalpass members keep their pass rules (token and minimum check-ins), decided where they were.
  const passPlan = q.plans.find((p) => enabled(p) && isPassPlan(p));
  if (q.passAccepted || passPlan) return { allowed: true, studentPlanId: passPlan?.studentPlanId ?? null, left: null };
  const plans = q.plans.filter((p) => enabled(p) && !isPassPlan(p));
  if (plans.length === 0)
    return refuse('no_plan', entitlementMessages.noPlan, {
      label: entitlementMessages.noPlanWayOut,
      href: q.checkoutUrl,
    });
  // Money owed on any plan blocks the member, whatever another plan allows: tolerance counts whole days from the
  // due date, so 0 blocks from the first failed charge on.
  const overdue = plans.filter(
    (p) => p.overdueSince !== null && daysFrom(p.overdueSince, q.today) >= q.overdueToleranceDays,
  );
  if (q.refuseWhileOverdue && overdue.length > 0)
    return refuse(
      'overdue',
      fill(entitlementMessages.overdue, { count: overdue.reduce((sum, p) => sum + p.overduePayments, 0) }),
    );
  let closest: Refusal | null = null;
  let closestRank = -1;
  for (const plan of plans) {
    const refusal = refusalOf(plan, q);
    if (refusal === null)
      return {
        allowed: true,
        studentPlanId: plan.studentPlanId,
        left: leftOf(plan, q.classOccurrence.classDate)?.text ?? null,
      };
    const rank = ORDER.indexOf(refusal.reason);
    if (rank > closestRank) {
      closest = refusal;
      closestRank = rank;
    }
  }
  return closest as Refusal;
}

const ORDER: readonly RefusalReason[] = [
  'no_plan',
  'not_started',
  'ended',
  'frozen',
  'overdue',
  'program_not_covered',
  'credits_expired',
  'credits_used',
  'month_limit',
  'week_limit',
];

/** The no-show policy's window. */
export const NO_SHOW_WINDOW_DAYS = 30;

/**
 * The no-show policy (issue 34 item 5): N no-shows in the last 30 days block booking for D days from the
 * latest one. Null when the account set no policy or the member is under it.
 */
export function noShowBlockOf(
  noShowDates: readonly string[],
  policy: { limit: number | null; blockDays: number | null },
  today: string,
): { until: string; noShows: number } | null {
  if (policy.limit === null || policy.blockDays === null) return null;
  const recent = noShowDates.filter((d) => d >= addDaysTo(today, -NO_SHOW_WINDOW_DAYS) && d <= today).sort();
  if (recent.length < policy.limit) return null;
  const until = addDaysTo(recent[recent.length - 1] as string, policy.blockDays);
  return until >= today ? { until, noShows: recent.length } : null;
}
