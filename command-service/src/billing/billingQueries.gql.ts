/** The admin endpoint's recurring-billing operations, as the console and the tests send them. */
export const BILLING_LADDER = /* GraphQL */ `
  query { billingLadder { retryDays refuseCheckinsWhileOverdue cancelAfterOverduePayments } }
`;
export const SET_BILLING_LADDER = /* GraphQL */ `
  mutation($input: BillingLadderInput!) {
    setBillingLadder(input: $input) { retryDays refuseCheckinsWhileOverdue cancelAfterOverduePayments }
  }
`;
const BILLING_FIELDS = `studentPlanId studentId card { brand last4 } cancelled overdue overdueAmount nextChargeOn
  payments { id dueDate value state failed nextRetryOn }`;
export const ALUNO_RECURRING_BILLING = /* GraphQL */ `
  query($alunoId: ID!) { alunoRecurringBilling(alunoId: $alunoId) { ${BILLING_FIELDS} } }
`;
export const OVERDUE_STUDENTS = /* GraphQL */ `
  query { overdueStudents { studentId studentPlanId overdue overdueAmount } }
`;
export const RECOVERY_REPORT = /* GraphQL */ `
  query($from: String!, $to: String!) {
    recoveryReport(fromDate: $from, toDate: $to) {
      failed failedAmount recovered recoveredAmount writtenOff writtenOffAmount cancelled
    }
  }
`;
export const SET_CARD_ON_FILE = /* GraphQL */ `
  mutation($id: ID!) { setStudentPlanCardOnFile(studentPlanId: $id) { ${BILLING_FIELDS} } }
`;
export const RETRY_OVERDUE = /* GraphQL */ `
  mutation($id: ID!) { retryOverduePayment(paymentId: $id) { status message } }
`;
export const WRITE_OFF = /* GraphQL */ `
  mutation($id: ID!) { writeOffPayment(paymentId: $id) { ${BILLING_FIELDS} } }
`;
