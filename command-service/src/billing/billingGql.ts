import type { RecurringBillingDoc, StudentDoc } from '@gym/contracts';

/** A plan billed by card as the console shows it: the card on file and each payment's place on the ladder. */
export const toRecurringBillingGql = (doc: RecurringBillingDoc) => ({
  studentPlanId: doc.id,
  studentId: doc.studentId,
  card: { brand: doc.card.brand, last4: doc.card.last4 },
  cancelled: doc.cancelled,
  overdue: doc.overdue,
  overdueAmount: doc.overdueAmount,
  nextChargeOn: doc.nextChargeOn,
  payments: doc.payments.map((p) => ({
    id: p.paymentId,
    dueDate: p.dueDate,
    value: p.value,
    state: p.state,
    failed: p.failed,
    nextRetryOn: p.nextRetryOn,
  })),
});

/** overdueStudents: a row per overdue plan, with its student's name and the failed payments still open. */
export const toOverdueStudentGql = (doc: RecurringBillingDoc, student: StudentDoc | null) => ({
  studentId: doc.studentId,
  studentName: student ? `${student.name} ${student.lastName}`.trim() : '',
  studentPlanId: doc.id,
  overdue: doc.overdue,
  overdueAmount: doc.overdueAmount,
  payments: toRecurringBillingGql(doc).payments.filter((p) => p.state === 'open' && p.failed),
});
