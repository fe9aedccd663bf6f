import { planMessages } from '@gym/contracts/plans/planMessages';
import { RequestError } from '../lib/graphqlRequest';
import { adminRequest } from './request';
import { wholeList, type ResourceHandlers } from './types';

/** A catalogue plan as the admin scope returns it (plansSdl `Plan`); money in cents. Resource `plans`. */
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

/** A plan of a student: resource `studentPlans`. */
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
  /** The next period's first day while another follows (renewals). */
  readonly renewsOn: string | null;
  readonly lastCycle: boolean;
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
  planPayments { id date paymentMethod value received } freeze { startDate endDate days reason } renewsOn lastCycle`;

const GET_PLANS = `query GetPlans($page: Int) { getPlans(page: $page) { totalEntries list { ${PLAN_FIELDS} } } }`;
const PLAN = `query Plan($id: ID!) { plan(id: $id) { ${PLAN_FIELDS} } }`;
const SAVE_PLAN = `mutation CreateOrUpdatePlan($input: PlanInput!) { createOrUpdatePlan(input: $input) { plan { ${PLAN_FIELDS} } } }`;
const ARCHIVE = 'mutation ArchivePlan($id: ID!) { archivePlan(id: $id) { id archived } }';
const STUDENT_PLANS = `query GetAlunoPlans($alunoId: ID!, $page: Int, $status: String) {
  getAlunoPlans(alunoId: $alunoId, page: $page, status: $status) { list { ${USER_PLAN_FIELDS} } }
}`;
const SAVE_STUDENT_PLAN = `mutation CreateOrUpdatePlanToUser($id: ID, $userId: ID!, $planId: ID!, $paymentMethod: String, $startDate: String,
  $endDate: String, $status: String, $discount: Float, $discountType: String, $installments: Int) {
  createOrUpdatePlanToUser(id: $id, userId: $userId, planId: $planId, paymentMethod: $paymentMethod, startDate: $startDate, endDate: $endDate,
    status: $status, discount: $discount, discountType: $discountType, installments: $installments) { ${USER_PLAN_FIELDS} }
}`;
const RECEIVED = `mutation SetPaymentReceived($id: ID!, $received: Boolean!) {
  setPaymentReceived(id: $id, received: $received) { id received }
}`;
const FREEZE = `mutation FreezeStudentPlan($id: ID!, $startDate: String, $days: Int!, $reason: String!) {
  freezeStudentPlan(id: $id, startDate: $startDate, days: $days, reason: $reason) { id }
}`;
const CANCEL_RENEWAL = 'mutation CancelStudentPlanRenewal($id: ID!) { cancelStudentPlanRenewal(id: $id) { id } }';
const END_FREEZE = 'mutation EndStudentPlanFreeze($id: ID!) { endStudentPlanFreeze(id: $id) { id } }';
const BILLING = `query BillingReport($fromDate: String!, $toDate: String!) {
  billingReport(fromDate: $fromDate, toDate: $toDate) { fromDate toDate totalBilled billedInPeriod days { date value } }
}`;

const savePlan = (input: Record<string, unknown>) =>
  adminRequest<{ createOrUpdatePlan: { plan: Plan } }>(SAVE_PLAN, { input }).then((d) => ({
    data: d.createOrUpdatePlan.plan,
  }));

/** getPlans(page) pages by 25; plan(id); createOrUpdatePlan(input) for both create and update. */
export const plans: ResourceHandlers = {
  getList: ({ pagination, signal }) =>
    adminRequest<{ getPlans: { list: Plan[]; totalEntries: number } }>(
      GET_PLANS,
      { page: pagination?.page ?? 1 },
      signal,
    ).then((d) => ({
      data: d.getPlans.list,
      total: d.getPlans.totalEntries,
    })),
  getOne: ({ id, signal }) =>
    adminRequest<{ plan: Plan | null }>(PLAN, { id: String(id) }, signal).then((d) => {
      if (!d.plan) throw new RequestError(planMessages.planNotFound, 404, 'NOT_FOUND', {});
      return { data: d.plan };
    }),
  create: ({ data }) => savePlan(data),
  update: ({ data }) => savePlan(data),
};

const saveStudentPlan = (variables: Record<string, unknown>) =>
  adminRequest<{ createOrUpdatePlanToUser: UserPlan }>(SAVE_STUDENT_PLAN, variables).then((d) => ({
    data: d.createOrUpdatePlanToUser,
  }));

/** getAlunoPlans(alunoId, status) with `filter: { alunoId, status: 'ativados' | 'desativados' }`; createOrUpdatePlanToUser. */
export const studentPlans: ResourceHandlers = {
  getList: ({ filter, signal }) =>
    adminRequest<{ getAlunoPlans: { list: UserPlan[] } }>(
      STUDENT_PLANS,
      { alunoId: filter?.alunoId, page: 1, status: filter?.status },
      signal,
    ).then((d) => wholeList(d.getAlunoPlans.list)),
  create: ({ data }) => saveStudentPlan(data),
  update: ({ data }) => saveStudentPlan(data),
};

export const planMethods = {
  archivePlan: (id: string) =>
    adminRequest<{ archivePlan: { id: string; archived: boolean } }>(ARCHIVE, { id }).then((d) => d.archivePlan),
  setPaymentReceived: (id: string) =>
    adminRequest<{ setPaymentReceived: { id: string; received: boolean } }>(RECEIVED, { id, received: true }).then(
      (d) => d.setPaymentReceived,
    ),
  freezeStudentPlan: (variables: { id: string; startDate: string; days: number; reason: string }) =>
    adminRequest(FREEZE, variables),
  endStudentPlanFreeze: (id: string) => adminRequest(END_FREEZE, { id }),
  cancelStudentPlanRenewal: (id: string) => adminRequest(CANCEL_RENEWAL, { id }),
  billingReport: (fromDate: string, toDate: string) =>
    adminRequest<{ billingReport: BillingReport }>(BILLING, { fromDate, toDate }).then((d) => d.billingReport),
};
