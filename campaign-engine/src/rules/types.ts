import type { CampaignSettings, CampaignTrigger, StudentStatus } from '@gym/contracts';

export type { PlanType } from '@gym/contracts';

/** What the engine knows of a student: enough to segment and to address a message. */
export interface StudentAttrs {
  readonly id: string;
  readonly accountId: string;
  readonly name: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string | null;
  readonly status: StudentStatus;
  readonly gympassId: string | null;
  /** Active plans: studentPlanId -> planId. */
  readonly activePlans: Readonly<Record<string, string>>;
}

/** The engine's copy of a campaign. */
export interface EngineCampaign {
  readonly id: string;
  readonly accountId: string;
  readonly settings: CampaignSettings;
  /** single_dispatch: the segment was already scheduled once. */
  readonly dispatched: boolean;
}

/** The e-mail sender an account set in its settings (spec 000 'Envio de e-mails'). */
export interface AccountSenderDoc {
  readonly id: string;
  readonly senderName: string | null;
  readonly senderEmail: string | null;
}

/** A trigger fact read from an event: which trigger, for which student, caused by which event. */
export interface TriggerFact {
  readonly trigger: CampaignTrigger;
  readonly accountId: string;
  readonly studentId: string;
  readonly eventId: string;
  /** start_plan / end_plan: the plan concerned (counts for plan segmentation even once ended). */
  readonly planId?: string;
}
