import { endpoints } from '../lib/env';
import { graphqlRequest } from '../lib/graphqlRequest';

/** A catalogue plan as the admin scope returns it (plansSdl `Plan`); money in cents. */
export interface Plan {
  readonly id: string;
  readonly code: string;
  readonly name: string;
  readonly description: string | null;
  readonly planType: string;
  readonly visibility: string;
  readonly color: string | null;
  readonly coverUrl: string | null;
  readonly status: string;
  readonly programIds: string[];
  readonly externalStores: string[];
  readonly recurrence: string | null;
  readonly recurrenceValue: number;
  readonly value: number;
  readonly installments: number;
  readonly billingTriggerType: string;
  readonly billingTriggerDay: number | null;
  readonly cycles: number;
  readonly subject: string | null;
  readonly body: string | null;
  readonly subjectOnEnd: string | null;
  readonly bodyOnEnd: string | null;
  readonly archived: boolean;
}

export interface PlanPayment {
  readonly id: string;
  readonly date: string;
  readonly paymentMethod: string;
  readonly value: number;
  readonly received: boolean;
}

export interface UserPlan {
  readonly id: string;
  readonly planId: string;
  readonly name: string;
  readonly planColor: string;
  readonly status: string;
  readonly statusLabel: string;
  readonly startDate: string;
  readonly endDate: string | null;
  readonly subtotal: number;
  readonly total: number;
  readonly discount: number;
  readonly discountType: string | null;
  readonly installments: number;
  readonly paymentMethod: string;
  readonly planPayments: PlanPayment[];
  readonly freeze: { startDate: string; endDate: string; days: number; reason: string } | null;
}

export interface BillingReport {
  readonly fromDate: string;
  readonly toDate: string;
  readonly totalBilled: number;
  readonly billedInPeriod: number;
  readonly days: { date: string; value: number }[];
}

const PLAN_FIELDS = `id code name description planType visibility color coverUrl status programIds externalStores recurrence recurrenceValue
  value installments billingTriggerType billingTriggerDay cycles subject body subjectOnEnd bodyOnEnd archived`;
const USER_PLAN_FIELDS = `id planId name planColor status statusLabel startDate endDate subtotal total discount discountType installments paymentMethod
  planPayments { id date paymentMethod value received } freeze { startDate endDate days reason }`;

const admin = <T>(query: string, variables?: Record<string, unknown>) => graphqlRequest<T>(endpoints.admin, query, variables);

export const plansApi = {
  list: (page: number) =>
    admin<{ getPlans: { list: Plan[]; totalEntries: number } }>(`query GetPlans($page: Int) { getPlans(page: $page) { totalEntries list { ${PLAN_FIELDS} } } }`, { page }).then((r) => r.getPlans),
  get: (id: string) => admin<{ plan: Plan | null }>(`query Plan($id: ID!) { plan(id: $id) { ${PLAN_FIELDS} } }`, { id }).then((r) => r.plan),
  save: (input: Record<string, unknown>) =>
    admin<{ createOrUpdatePlan: { plan: Plan } }>(`mutation CreateOrUpdatePlan($input: PlanInput!) { createOrUpdatePlan(input: $input) { plan { ${PLAN_FIELDS} } } }`, { input }).then((r) => r.createOrUpdatePlan.plan),
  archive: (id: string) => admin<{ archivePlan: { id: string } }>('mutation ArchivePlan($id: ID!) { archivePlan(id: $id) { id archived } }', { id }),
  studentPlans: (alunoId: string, status: 'ativados' | 'desativados') =>
    admin<{ getAlunoPlans: { list: UserPlan[] } }>(
      `query GetAlunoPlans($alunoId: ID!, $page: Int, $status: String) { getAlunoPlans(alunoId: $alunoId, page: $page, status: $status) { list { ${USER_PLAN_FIELDS} } } }`,
      { alunoId, page: 1, status },
    ).then((r) => r.getAlunoPlans.list),
  saveStudentPlan: (variables: Record<string, unknown>) =>
    admin<{ createOrUpdatePlanToUser: UserPlan }>(
      `mutation CreateOrUpdatePlanToUser($id: ID, $userId: ID!, $planId: ID!, $paymentMethod: String, $startDate: String, $endDate: String, $status: String, $discount: Float, $discountType: String, $installments: Int) {
        createOrUpdatePlanToUser(id: $id, userId: $userId, planId: $planId, paymentMethod: $paymentMethod, startDate: $startDate, endDate: $endDate, status: $status, discount: $discount, discountType: $discountType, installments: $installments) { ${USER_PLAN_FIELDS} }
      }`,
      variables,
    ),
  setPaymentReceived: (id: string) =>
    admin<{ setPaymentReceived: { id: string; received: boolean } }>('mutation SetPaymentReceived($id: ID!, $received: Boolean!) { setPaymentReceived(id: $id, received: $received) { id received } }', { id, received: true }),
  freeze: (id: string, startDate: string, days: number, reason: string) =>
    admin('mutation FreezeStudentPlan($id: ID!, $startDate: String, $days: Int!, $reason: String!) { freezeStudentPlan(id: $id, startDate: $startDate, days: $days, reason: $reason) { id } }', { id, startDate, days, reason }),
  endFreeze: (id: string) => admin('mutation EndStudentPlanFreeze($id: ID!) { endStudentPlanFreeze(id: $id) { id } }', { id }),
  billingReport: (fromDate: string, toDate: string) =>
    admin<{ billingReport: BillingReport }>(
      'query BillingReport($fromDate: String!, $toDate: String!) { billingReport(fromDate: $fromDate, toDate: $toDate) { fromDate toDate totalBilled billedInPeriod days { date value } } }',
      { fromDate, toDate },
    ).then((r) => r.billingReport),
};
