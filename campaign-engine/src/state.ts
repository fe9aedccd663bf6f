import type { DocumentStore } from '@gym/platform';
import type { PlannedSend } from './rules/plan.ts';
import type { AccountSenderDoc, EngineCampaign, PlanType, StudentAttrs } from './rules/types.ts';

/** The engine's own collections (its own SQLite file in the embedded default). */
export const C = {
  campaigns: 'ce_campaigns',
  students: 'ce_students',
  plans: 'ce_plans',
  schedules: 'ce_schedules',
  marks: 'ce_marks',
  accounts: 'ce_accounts',
} as const;

export interface PlanTypeDoc {
  readonly id: string;
  readonly planType: PlanType;
}
/** A delivery that happened (sent or failed): the per-student-per-campaign-per-period frequency mark. */
export interface MarkDoc {
  readonly id: string;
  readonly status: 'sent' | 'failed';
}

export async function ensureEngineCollections(docs: DocumentStore): Promise<void> {
  await docs.ensureCollection({ name: C.campaigns, indexes: [{ fields: ['accountId'] }] });
  await docs.ensureCollection({ name: C.students, indexes: [{ fields: ['accountId'] }] });
  await docs.ensureCollection({ name: C.plans });
  await docs.ensureCollection({ name: C.schedules, indexes: [{ fields: ['sendAt'] }] });
  await docs.ensureCollection({ name: C.marks });
  await docs.ensureCollection({ name: C.accounts });
}

export function engineState(docs: DocumentStore) {
  return {
    campaigns: docs.collection<EngineCampaign>(C.campaigns),
    students: docs.collection<StudentAttrs>(C.students),
    plans: docs.collection<PlanTypeDoc>(C.plans),
    schedules: docs.collection<PlannedSend>(C.schedules),
    marks: docs.collection<MarkDoc>(C.marks),
    accounts: docs.collection<AccountSenderDoc>(C.accounts),
  };
}
export type EngineState = ReturnType<typeof engineState>;
