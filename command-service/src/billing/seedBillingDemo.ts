import { toSaoPauloDate, type StudentDoc } from '@gym/contracts';
import { STUDENTS } from '@gym/projection-service';
import { addDays } from './ladderDecider.ts';
import { plansOnSale } from '@gym/projection-service';
import { saveStudentPlan } from '../plans/studentPlanHandlers.ts';
import type { Services } from '../services.ts';
import { saveCardOnFile, systemActor } from './billingHandlers.ts';
import { runDailyCharges } from './chargeRun.ts';

/** The demo student whose card payment is overdue (`npm start`). */
export const DEMO_OVERDUE_EMAIL = 'bruno.lima@exemplo.com.br';

/**
 * The demo gym's recovery ladder at work: Bruno Lima's 'Plano Trimestral', started 3 days ago, on a card on file
 * that the sandbox declines ('Saldo insuficiente.', test card 4000 0000 0000 9995). The charge run charges its
 * first payment now: declined, so Bruno shows overdue in the student list, his check-ins are refused, the failure
 * e-mail is in the outbox, and the retry is due tomorrow. Runs on the first start only, with the sandbox provider.
 */
export async function seedBillingDemo(
  svc: Services,
  accountId: string,
  email: string = DEMO_OVERDUE_EMAIL,
): Promise<boolean> {
  const sandbox = svc.payments.sandbox;
  if (!sandbox) return false;
  const actor = systemActor(accountId);
  const [student] = await svc.documents.collection<StudentDoc>(STUDENTS).find({ accountId, email }, { limit: 1 });
  const plan = (await plansOnSale(svc.documents, accountId)).find((p) => p.name === 'Plano Trimestral');
  if (!student || !plan) return false;
  const token = sandbox.tokenize({
    number: '4000000000009995',
    holderName: 'TITULAR DEMO',
    expiry: '12/39',
    cvv: '123',
  });
  if (!token.ok) return false;
  const saved = await svc.payments.card.saveCard(token.token);
  if (!saved) return false;
  const { studentPlanId, position } = await saveStudentPlan(svc, actor, {
    userId: student.id,
    planId: plan.id,
    status: 'active',
    startDate: addDays(toSaoPauloDate(svc.clock.now()), -3),
    installments: 3,
    paymentMethod: 'credito',
  });
  await svc.readModelsReached(position);
  await svc.readModelsReached(await saveCardOnFile(svc, actor, studentPlanId, saved, 'staff'));
  await runDailyCharges(svc);
  return true;
}
