import {
  campaignCreatedV1, campaignDeletedV1, campaignUpdatedV1, studentDeletedV1, studentPlanEndedV1, studentPlanStartedV1,
  studentProfileUpdatedV1, studentRegisteredV1,
} from '@gym/contracts';
import type { EngineState } from './state.ts';
import type { EngineCampaign, PlanType } from './rules/types.ts';

const planTypes: readonly string[] = ['normal', 'checkin', 'gympass', 'totalpass'];

/**
 * Keeps the engine's state from one event. Every branch is a set, not an increment, so a
 * redelivered event changes nothing. Returns the campaign when it was saved (single_dispatch check).
 */
export async function applyEvent(state: EngineState, event: { type: string; data: unknown }): Promise<EngineCampaign | null> {
  switch (event.type) {
    case 'CampaignCreated':
    case 'CampaignUpdated': {
      const r = (event.type === 'CampaignCreated' ? campaignCreatedV1 : campaignUpdatedV1).safeParse(event.data);
      if (!r.success) return null;
      const current = await state.campaigns.get(r.data.campaignId);
      const doc: EngineCampaign = { id: r.data.campaignId, accountId: r.data.accountId, settings: r.data.campaign, dispatched: current?.dispatched ?? false };
      await state.campaigns.upsert(doc);
      return doc;
    }
    case 'CampaignDeleted': {
      const r = campaignDeletedV1.safeParse(event.data);
      if (r.success) await state.campaigns.delete(r.data.campaignId);
      return null;
    }
    case 'StudentRegistered':
    case 'StudentProfileUpdated': {
      const r = (event.type === 'StudentRegistered' ? studentRegisteredV1 : studentProfileUpdatedV1).safeParse(event.data);
      if (!r.success) return null;
      if ('rule' in r.data && r.data.rule !== 'student') return null; // staff get no campaigns
      const current = await state.students.get(r.data.studentId);
      if (event.type === 'StudentProfileUpdated' && !current) return null;
      const { name, lastName, email, phone, status, gympassId } = r.data.profile;
      await state.students.upsert({
        id: r.data.studentId, accountId: r.data.accountId, name, lastName, email, phone, status, gympassId, activePlans: current?.activePlans ?? {},
      });
      return null;
    }
    case 'StudentDeleted': {
      const r = studentDeletedV1.safeParse(event.data);
      if (r.success) await state.students.delete(r.data.studentId);
      return null;
    }
    case 'StudentPlanStarted':
    case 'StudentPlanEnded': {
      const started = event.type === 'StudentPlanStarted';
      const r = (started ? studentPlanStartedV1 : studentPlanEndedV1).safeParse(event.data);
      if (!r.success) return null;
      const student = await state.students.get(r.data.studentId);
      if (!student) return null;
      const activePlans = { ...student.activePlans };
      if (started) activePlans[r.data.studentPlanId] = r.data.planId;
      else delete activePlans[r.data.studentPlanId];
      await state.students.upsert({ ...student, activePlans });
      return null;
    }
    case 'PlanCreated':
    case 'PlanChanged': {
      // Written by the plans feature; read tolerantly: only planId and planType.
      const data = event.data as { planId?: unknown; planType?: unknown } | null;
      if (typeof data?.planId === 'string' && typeof data.planType === 'string' && planTypes.includes(data.planType)) {
        await state.plans.upsert({ id: data.planId, planType: data.planType as PlanType });
      }
      return null;
    }
    default:
      return null;
  }
}
