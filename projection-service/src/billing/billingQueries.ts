import type { BillingRecoveryEventDoc, RecurringBillingDoc } from '@gym/contracts';
import type { DocumentStore } from '@gym/platform';
import { BILLING_RECOVERY_EVENTS, RECURRING_BILLING } from './recurringBillingProjection.ts';

/** The plans the daily charge run has something to charge for today (or earlier), a page at a time. */
export function plansDueForCharge(
  docs: DocumentStore,
  today: string,
  limit = 1000,
): Promise<Array<Pick<RecurringBillingDoc, 'id' | 'accountId'>>> {
  return docs
    .collection<RecurringBillingDoc>(RECURRING_BILLING)
    .find({ nextChargeOn: { $lte: today } }, { limit, sort: [['nextChargeOn', 1]] })
    .then((found) => found.map(({ id, accountId }) => ({ id, accountId })));
}

export async function recurringBillingOf(
  docs: DocumentStore,
  accountId: string,
  studentPlanId: string,
): Promise<RecurringBillingDoc | null> {
  const doc = await docs.collection<RecurringBillingDoc>(RECURRING_BILLING).get(studentPlanId);
  return doc && doc.accountId === accountId ? doc : null;
}

/** The student's plans billed by card (their cards on file, their overdue payments). */
export function recurringBillingOfStudent(
  docs: DocumentStore,
  accountId: string,
  studentId: string,
): Promise<RecurringBillingDoc[]> {
  return docs.collection<RecurringBillingDoc>(RECURRING_BILLING).find({ accountId, studentId }, { limit: 100 });
}

/** Plans of the account with an overdue payment, most overdue first. */
export function overduePlans(docs: DocumentStore, accountId: string, limit = 500): Promise<RecurringBillingDoc[]> {
  return docs
    .collection<RecurringBillingDoc>(RECURRING_BILLING)
    .find({ accountId, overdue: { $gt: 0 } }, { limit, sort: [['overdue', -1]] });
}

export interface RecoveryReport {
  readonly failed: number;
  readonly failedAmount: number;
  readonly recovered: number;
  readonly recoveredAmount: number;
  readonly writtenOff: number;
  readonly writtenOffAmount: number;
  readonly cancelled: number;
}

/** The recovery report: the ladder's outcomes whose day falls in [from, to] (São Paulo days). */
export async function recoveryReport(
  docs: DocumentStore,
  accountId: string,
  from: string,
  to: string,
): Promise<RecoveryReport> {
  const rows = await docs
    .collection<BillingRecoveryEventDoc>(BILLING_RECOVERY_EVENTS)
    .find({ accountId, day: { $gte: from, $lte: to } });
  const count = (kind: BillingRecoveryEventDoc['kind']) => rows.filter((r) => r.kind === kind);
  const sum = (list: BillingRecoveryEventDoc[]) => list.reduce((total, r) => total + r.amount, 0);
  return {
    failed: count('failed').length,
    failedAmount: sum(count('failed')),
    recovered: count('recovered').length,
    recoveredAmount: sum(count('recovered')),
    writtenOff: count('writtenOff').length,
    writtenOffAmount: sum(count('writtenOff')),
    cancelled: count('cancelled').length,
  };
}
