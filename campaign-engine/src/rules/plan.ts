import { deterministicId } from '@gym/platform';
import { inSegment } from './segment.ts';
import { nextSendAt, periodKey } from './schedule.ts';
import type { EngineCampaign, PlanType, StudentAttrs, TriggerFact } from './types.ts';

/** A send the engine has decided on, waiting for its time (durable in the `schedules` collection). */
export interface PlannedSend {
  /** uuidv5(campaign, student, period, channel): the same trigger, or a second one in the period, gives the same id. */
  readonly id: string;
  readonly accountId: string;
  readonly campaignId: string;
  readonly studentId: string;
  readonly cause: string;
  readonly sendAt: string;
  readonly attempts: number;
}

export function deliveryIdOf(campaign: EngineCampaign, studentId: string, period: string): string {
  return deterministicId('campaign-delivery', campaign.id, studentId, period, campaign.settings.notificationChannel);
}

function planned(campaign: EngineCampaign, studentId: string, cause: string, now: Date): PlannedSend {
  const s = campaign.settings;
  // single_dispatch is sent once per student whatever the frequency says.
  const period = s.activity === 'single_dispatch' ? 'single_dispatch' : periodKey(s.frequency, now);
  return {
    id: deliveryIdOf(campaign, studentId, period),
    accountId: campaign.accountId,
    campaignId: campaign.id,
    studentId,
    cause,
    sendAt: nextSendAt(s.time, now).toISOString(),
    attempts: 0,
  };
}

/** The sends a trigger fact causes: every active campaign of its account on that trigger whose segment holds the student. */
export function sendsForTrigger(
  fact: TriggerFact,
  campaigns: readonly EngineCampaign[],
  student: StudentAttrs,
  planTypeOf: (planId: string) => PlanType | undefined,
  now: Date,
): PlannedSend[] {
  return campaigns
    .filter(
      (c) => c.accountId === fact.accountId && c.settings.status === 'active' && c.settings.activity === fact.trigger,
    )
    .filter((c) =>
      inSegment(
        c.settings,
        student,
        planTypeOf,
        fact.trigger === 'end_plan' || fact.trigger === 'plan_cancelled_nonpayment' ? fact.planId : undefined,
      ),
    )
    .map((c) => planned(c, student.id, fact.eventId, now));
}

/** single_dispatch: a campaign that is active and not yet dispatched goes once to its whole segment. */
export function shouldDispatch(campaign: EngineCampaign): boolean {
  return (
    campaign.settings.activity === 'single_dispatch' && campaign.settings.status === 'active' && !campaign.dispatched
  );
}

export function sendsForDispatch(
  campaign: EngineCampaign,
  students: readonly StudentAttrs[],
  planTypeOf: (planId: string) => PlanType | undefined,
  now: Date,
): PlannedSend[] {
  return students
    .filter((s) => s.accountId === campaign.accountId && inSegment(campaign.settings, s, planTypeOf))
    .map((s) => planned(campaign, s.id, 'single_dispatch', now));
}

/** Retry backoff: 1 s, 4 s, 16 s ... capped at 5 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(300_000, 1000 * 4 ** Math.max(0, attempts - 1));
}
