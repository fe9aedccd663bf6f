/** GraphQL documents the plan tests (API and browser) send, as the console sends them. */
export const SAVE_PLAN = /* GraphQL */ `
  mutation($input: PlanInput!) { createOrUpdatePlan(input: $input) { plan { id code name planType color value installments recurrence recurrenceValue cycles billingTriggerType archived } } }
`;
export const GET_PLANS = /* GraphQL */ `
  query($page: Int, $search: String) { getPlans(page: $page, search: $search) { totalEntries list { id name planType color value recurrence } } }
`;
export const GET_PLAN = /* GraphQL */ `query($id: ID!) { plan(id: $id) { id name archived } }`;
export const ARCHIVE_PLAN = /* GraphQL */ `mutation($id: ID!) { archivePlan(id: $id) { id archived } }`;
export const SAVE_STUDENT_PLAN = /* GraphQL */ `
  mutation($id: ID, $userId: ID!, $planId: ID!, $paymentMethod: String, $startDate: String, $endDate: String, $status: String, $discount: Float, $discountType: String, $installments: Int) {
    createOrUpdatePlanToUser(id: $id, userId: $userId, planId: $planId, paymentMethod: $paymentMethod, startDate: $startDate, endDate: $endDate, status: $status, discount: $discount, discountType: $discountType, installments: $installments) {
      id name planColor status statusLabel startDate endDate subtotal total discount discountType installments paymentMethod
      planPayments { id date paymentMethod value received }
    }
  }
`;
export const GET_ALUNO_PLANS = /* GraphQL */ `
  query($alunoId: ID!, $page: Int, $status: String) { getAlunoPlans(alunoId: $alunoId, page: $page, status: $status) { totalEntries list { id name status total planPayments { id value received } } } }
`;
export const SET_PAYMENT_RECEIVED = /* GraphQL */ `mutation($id: ID!) { setPaymentReceived(id: $id, received: true) { id received } }`;
export const BILLING_REPORT = /* GraphQL */ `
  query($from: String!, $to: String!) { billingReport(fromDate: $from, toDate: $to) { fromDate toDate totalBilled billedInPeriod days { date value } } }
`;
export const FREEZE_PLAN = /* GraphQL */ `
  mutation($id: ID!, $startDate: String, $days: Int!, $reason: String!) {
    freezeStudentPlan(id: $id, startDate: $startDate, days: $days, reason: $reason) { id endDate freeze { startDate endDate days reason } planPayments { id date received } }
  }
`;
export const END_FREEZE = /* GraphQL */ `mutation($id: ID!) { endStudentPlanFreeze(id: $id) { id endDate freeze { endDate } planPayments { id date received } } }`;
export const FREEZE_LIMITS = /* GraphQL */ `{ planFreezeLimits { minDays maxDays } }`;
export const SET_FREEZE_LIMITS = /* GraphQL */ `mutation($min: Int!, $max: Int!) { setPlanFreezeLimits(minDays: $min, maxDays: $max) { minDays maxDays } }`;
export const CANCEL_RENEWAL = /* GraphQL */ `mutation($id: ID!) { cancelStudentPlanRenewal(id: $id) { id status endDate renewsOn lastCycle } }`;
