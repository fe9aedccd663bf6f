import { adminRequest } from './request';

export interface BillingLadder {
  retryDays: readonly number[];
  refuseCheckinsWhileOverdue: boolean;
  cancelAfterOverduePayments: number | null;
}
export interface RecurringPayment {
  id: string;
  dueDate: string;
  value: number;
  state: 'open' | 'paid' | 'writtenOff';
  failed: boolean;
  nextRetryOn: string | null;
}
export interface OverdueStudent {
  studentId: string;
  studentName: string;
  studentPlanId: string;
  overdue: number;
  overdueAmount: number;
  payments: RecurringPayment[];
}
/** A student plan charged to a card on file. */
export interface StudentCardPlan {
  studentPlanId: string;
  cancelled: boolean;
  overdue: number;
  card: { brand: string; last4: string };
}
export interface RecoveryReport {
  failed: number;
  failedAmount: number;
  recovered: number;
  recoveredAmount: number;
  writtenOff: number;
  writtenOffAmount: number;
  cancelled: number;
}

const LADDER_FIELDS = 'retryDays refuseCheckinsWhileOverdue cancelAfterOverduePayments';
const BILLING_LADDER = `query BillingLadder { billingLadder { ${LADDER_FIELDS} } }`;
const SET_BILLING_LADDER = `mutation SetBillingLadder($input: BillingLadderInput!) { setBillingLadder(input: $input) { ${LADDER_FIELDS} } }`;
const OVERDUE_STUDENTS = `query OverdueStudents { overdueStudents { studentId studentName studentPlanId overdue overdueAmount
  payments { id dueDate value state failed nextRetryOn } } }`;
const RECOVERY_REPORT = `query RecoveryReport($fromDate: String!, $toDate: String!) {
  recoveryReport(fromDate: $fromDate, toDate: $toDate) { failed failedAmount recovered recoveredAmount writtenOff writtenOffAmount cancelled }
}`;
const RETRY = 'mutation RetryOverduePayment($id: ID!) { retryOverduePayment(paymentId: $id) { status message } }';
const RECURRING_BILLING = `query AlunoRecurringBilling($alunoId: ID!) { alunoRecurringBilling(alunoId: $alunoId) {
  studentPlanId cancelled overdue card { brand last4 } } }`;
const SET_CARD_ON_FILE =
  'mutation SetStudentPlanCardOnFile($id: ID!) { setStudentPlanCardOnFile(studentPlanId: $id) { studentPlanId } }';
const WRITE_OFF = 'mutation WriteOffPayment($id: ID!) { writeOffPayment(paymentId: $id) { studentPlanId overdue } }';

/** Recurring card billing (issue 24): the ladder, the overdue payments, the recovery report, retry and write-off. */
export const billingMethods = {
  billingLadder: () => adminRequest<{ billingLadder: BillingLadder }>(BILLING_LADDER).then((d) => d.billingLadder),
  setBillingLadder: (input: BillingLadder) =>
    adminRequest<{ setBillingLadder: BillingLadder }>(SET_BILLING_LADDER, { input }).then((d) => d.setBillingLadder),
  overdueStudents: () =>
    adminRequest<{ overdueStudents: OverdueStudent[] }>(OVERDUE_STUDENTS).then((d) => d.overdueStudents),
  recoveryReport: (fromDate: string, toDate: string) =>
    adminRequest<{ recoveryReport: RecoveryReport }>(RECOVERY_REPORT, { fromDate, toDate }).then(
      (d) => d.recoveryReport,
    ),
  retryOverduePayment: (id: string) =>
    adminRequest<{ retryOverduePayment: { status: 'approved' | 'declined'; message: string | null } }>(RETRY, {
      id,
    }).then((d) => d.retryOverduePayment),
  writeOffPayment: (id: string) => adminRequest(WRITE_OFF, { id }),
  alunoRecurringBilling: (alunoId: string) =>
    adminRequest<{ alunoRecurringBilling: StudentCardPlan[] }>(RECURRING_BILLING, { alunoId }).then(
      (d) => d.alunoRecurringBilling,
    ),
  setStudentPlanCardOnFile: (studentPlanId: string) => adminRequest(SET_CARD_ON_FILE, { id: studentPlanId }),
};
