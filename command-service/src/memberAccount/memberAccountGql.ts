import { studentPlanStatusLabels, type RecurringBillingDoc, type StudentPlanDoc } from '@gym/contracts';

type PaymentStatus = 'paid' | 'open' | 'overdue' | 'writtenOff';

/** A payment's status for the member: the ladder's word when the plan is billed by card, else received or open. */
export function paymentStatusOf(
  payment: StudentPlanDoc['planPayments'][number],
  billing: RecurringBillingDoc | undefined,
): PaymentStatus {
  const ladder = billing?.payments.find((p) => p.paymentId === payment.id);
  if (payment.received || ladder?.state === 'paid') return 'paid';
  if (ladder?.state === 'writtenOff') return 'writtenOff';
  if (ladder?.failed) return 'overdue';
  return 'open';
}

/** The member app's plan: each payment with its status, the card on file, what is overdue. */
export function toMemberPlanGql(doc: StudentPlanDoc, billing: RecurringBillingDoc | undefined) {
  const planPayments = doc.planPayments.map((p) => ({ ...p, status: paymentStatusOf(p, billing) }));
  return {
    id: doc.id,
    name: doc.name,
    planColor: doc.planColor,
    status: doc.status,
    statusLabel: studentPlanStatusLabels[doc.status],
    startDate: doc.startDate,
    endDate: doc.endDate,
    total: doc.total,
    installments: doc.installments,
    paymentMethod: doc.paymentMethod,
    planPayments,
    card: billing ? { brand: billing.card.brand, last4: billing.card.last4 } : null,
    overdueAmount: planPayments.filter((p) => p.status === 'overdue').reduce((sum, p) => sum + p.value, 0),
  };
}

/** openOverduePix: what the app shows to pay (the provider's other fields stay on the server). */
export const toPixGql = (pix: { pixId: string; amount: number; copyPasteCode: string; qrCodeDataUrl: string }) => ({
  pixId: pix.pixId,
  amount: pix.amount,
  copyPasteCode: pix.copyPasteCode,
  qrCodeDataUrl: pix.qrCodeDataUrl,
});
