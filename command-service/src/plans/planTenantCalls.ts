import {
  CANCEL_RENEWAL,
  END_FREEZE,
  FREEZE_LIMITS,
  FREEZE_PLAN,
  SET_FREEZE_LIMITS,
  ARCHIVE_PLAN,
  BILLING_REPORT,
  GET_ALUNO_PLANS,
  GET_PLAN,
  GET_PLANS,
  SAVE_PLAN,
  SAVE_STUDENT_PLAN,
  SET_PAYMENT_RECEIVED,
} from './planQueries.gql.ts';

const anId = '00000000-0000-4000-8000-000000000000';

/** A minimal valid call of each plan root field, for the cross-account refusal suite (tenantIsolation). */
export const planTenantCalls: Record<string, { query: string; variables?: Record<string, unknown> }> = {
  getPlans: { query: GET_PLANS },
  plan: { query: GET_PLAN, variables: { id: anId } },
  getAlunoPlans: { query: GET_ALUNO_PLANS, variables: { alunoId: anId } },
  billingReport: { query: BILLING_REPORT, variables: { from: '2026-01-01', to: '2026-01-31' } },
  createOrUpdatePlan: { query: SAVE_PLAN, variables: { input: { name: 'Intruso' } } },
  archivePlan: { query: ARCHIVE_PLAN, variables: { id: anId } },
  createOrUpdatePlanToUser: { query: SAVE_STUDENT_PLAN, variables: { userId: anId, planId: anId } },
  setPaymentReceived: { query: SET_PAYMENT_RECEIVED, variables: { id: `${anId}_0` } },
  planFreezeLimits: { query: FREEZE_LIMITS },
  setPlanFreezeLimits: { query: SET_FREEZE_LIMITS, variables: { min: 1, max: 30 } },
  freezeStudentPlan: { query: FREEZE_PLAN, variables: { id: anId, days: 10, reason: 'Férias' } },
  endStudentPlanFreeze: { query: END_FREEZE, variables: { id: anId } },
  cancelStudentPlanRenewal: { query: CANCEL_RENEWAL, variables: { id: anId } },
};
