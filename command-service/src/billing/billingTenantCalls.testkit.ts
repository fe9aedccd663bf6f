import {
  ALUNO_RECURRING_BILLING,
  BILLING_LADDER,
  OVERDUE_STUDENTS,
  RECOVERY_REPORT,
  RETRY_OVERDUE,
  SET_BILLING_LADDER,
  SET_CARD_ON_FILE,
  WRITE_OFF,
} from './billingQueries.gql.ts';

const anId = '00000000-0000-4000-8000-000000000000';

/** A minimal valid call of each recurring-billing root field, for the cross-account refusal suite (tenantIsolation). */
export const billingAdminCalls: Record<string, { query: string; variables?: Record<string, unknown> }> = {
  billingLadder: { query: BILLING_LADDER },
  setBillingLadder: {
    query: SET_BILLING_LADDER,
    variables: { input: { retryDays: [1, 4, 11], refuseCheckinsWhileOverdue: true, cancelAfterOverduePayments: 3 } },
  },
  alunoRecurringBilling: { query: ALUNO_RECURRING_BILLING, variables: { alunoId: anId } },
  overdueStudents: { query: OVERDUE_STUDENTS },
  recoveryReport: { query: RECOVERY_REPORT, variables: { from: '2026-01-01', to: '2026-01-31' } },
  setStudentPlanCardOnFile: { query: SET_CARD_ON_FILE, variables: { id: anId } },
  retryOverduePayment: { query: RETRY_OVERDUE, variables: { id: `${anId}_0` } },
  writeOffPayment: { query: WRITE_OFF, variables: { id: `${anId}_0` } },
};
