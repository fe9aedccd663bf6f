import {
  campaignCreatedV1,
  campaignDeletedV1,
  campaignUpdatedV1,
  planChangedV1,
  planCreatedV1,
  studentDeletedV1,
  studentPlanEndedV1,
  studentPlanStartedV1,
  studentProfileUpdatedV1,
  studentRegisteredV1,
} from '@gym/contracts';
import type { EngineState } from './state.ts';
import type { EngineCampaign } from './rules/types.ts';
import { applyAccountEvent } from './accountSender.ts';

/**
 * Keeps the engine's state from one event. Every branch is a set, not an increment, so a
 * redelivered event changes nothing. Returns the campaign when it was saved (single_dispatch check).
 */
export async function applyEvent(
  state: EngineState,
  event: { type: string; data: unknown },
): Promise<EngineCampaign | null> {
  switch (event.type) {
    case 'CampaignCreated':
    case 'CampaignUpdated': {
      const r = (event.type === 'CampaignCreated' ? campaignCreatedV1 : campaignUpdatedV1).safeParse(event.data);
      if (!r.success) return null;
      const current = await state.campaigns.get(r.data.campaignId);
      const doc: EngineCampaign = {
        id: r.data.campaignId,
        accountId: r.data.accountId,
        settings: r.data.campaign,
        dispatched: current?.dispatched ?? false,
      };
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
      const r = (event.type === 'StudentRegistered' ? studentRegisteredV1 : studentProfileUpdatedV1).safeParse(
        event.data,
      );
      if (!r.success) return null;
      if ('rule' in r.data && r.data.rule !== 'student') return null; // staff get no campaigns
      const current = await state.students.get(r.data.studentId);
      if (event.type === 'StudentProfileUpdated' && !current) return null;
      const { name, lastName, email, phone, status, gympassId } = r.data.profile;
      await state.students.upsert({
        id: r.data.studentId,
        accountId: r.data.accountId,
        name,
        lastName,
        email,
        phone,
        status,
        gympassId,
        activePlans: current?.activePlans ?? {},
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
      // The catalogue plan's type decides the gympass / totalpass segments of the students holding it.
      const r = (event.type === 'PlanCreated' ? planCreatedV1 : planChangedV1).safeParse(event.data);
      if (r.success) await state.plans.upsert({ id: r.data.planId, planType: r.data.plan.planType });
      return null;
    }
    case 'AccountCreated':
    case 'AccountSettingsChanged':
      await applyAccountEvent(state, event);
      return null;
    default:
      return null;
  }
}
