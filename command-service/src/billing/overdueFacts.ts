import { recurringBillingOfStudent } from '@gym/projection-service';
import type { Services } from '../services.ts';
import { loadBillingLadder } from './billingHandlers.ts';

/** For the check-in decider: the student's overdue card payments and whether the account refuses check-ins then. */
export async function overdueFacts(
  svc: Services,
  accountId: string,
  studentId: string,
): Promise<{ payments: number; refuse: boolean } | null> {
  const plans = await recurringBillingOfStudent(svc.documents, accountId, studentId);
  const payments = plans.reduce((sum, p) => sum + p.overdue, 0);
  if (payments === 0) return null;
  const ladder = await loadBillingLadder(svc, accountId);
  return { payments, refuse: ladder.refuseCheckinsWhileOverdue };
}
