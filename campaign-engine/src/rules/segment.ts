import type { CampaignSettings } from '@gym/contracts';
import type { PlanType, StudentAttrs } from './types.ts';

/**
 * Segmentation (spec 002): all; status (the student's status equals the chosen one); gympass /
 * totalpass (a Gympass id in the profile, or an active plan of that type); plan (an active plan of
 * the chosen plan). `extraPlanId` counts a plan that just ended for the end_plan trigger.
 */
export function inSegment(
  campaign: Pick<CampaignSettings, 'templateType' | 'segmentValue'>,
  student: StudentAttrs,
  planTypeOf: (planId: string) => PlanType | undefined,
  extraPlanId?: string,
): boolean {
  const planIds = [...Object.values(student.activePlans), ...(extraPlanId ? [extraPlanId] : [])];
  switch (campaign.templateType) {
    case 'all':
      return true;
    case 'status':
      return student.status === campaign.segmentValue;
    case 'gympass':
      return !!student.gympassId || planIds.some((p) => planTypeOf(p) === 'gympass');
    case 'totalpass':
      return planIds.some((p) => planTypeOf(p) === 'totalpass');
    case 'plan':
      return campaign.segmentValue !== null && planIds.includes(campaign.segmentValue);
    default: {
      const unreachable: never = campaign.templateType;
      return unreachable;
    }
  }
}
