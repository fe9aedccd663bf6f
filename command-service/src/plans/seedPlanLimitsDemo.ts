import { toSaoPauloDate, type StudentDoc } from '@gym/contracts';
import { STUDENTS } from '@gym/projection-service';
import type { Actor, Services } from '../services.ts';
import { savePlan } from './planHandlers.ts';
import { saveStudentPlan } from './studentPlanHandlers.ts';

/** The demo members of issue 34's plan limits (`npm start`). */
export const DEMO_WEEKLY_EMAIL = 'ana.souza@exemplo.com.br';
export const DEMO_PACK_EMAIL = 'carla.mendes@exemplo.com.br';

/**
 * The demo gym's plan limits: 'Plano 2x por semana' (two classes a week) sold to Ana Souza and 'Pacote 10
 * check-ins' (10 check-ins valid 60 days) sold to Carla Mendes, both started today, so the member app shows
 * "2 de 2 aulas nesta semana" and the pack's balance. Bruno Lima's overdue card plan is the billing demo's.
 */
export async function seedPlanLimitsDemo(svc: Services, actor: Actor): Promise<number> {
  const weekly = await savePlan(svc, actor, {
    name: 'Plano 2x por semana',
    description: 'Duas aulas por semana, em qualquer programa.',
    planType: 'normal',
    value: 14_990,
    recurrence: 'month',
    recurrenceValue: 1,
    visibility: 'only_team',
    classesPerWeek: 2,
  });
  const pack = await savePlan(svc, actor, {
    name: 'Pacote 10 check-ins',
    description: 'Dez check-ins para usar em 60 dias.',
    planType: 'checkin',
    value: 30_000,
    visibility: 'only_team',
    creditCheckins: 10,
    creditValidDays: 60,
  });
  await svc.readModelsReached(Math.max(weekly.position, pack.position));
  const today = toSaoPauloDate(svc.clock.now());
  let position = 0;
  for (const [email, planId] of [
    [DEMO_WEEKLY_EMAIL, weekly.planId],
    [DEMO_PACK_EMAIL, pack.planId],
  ] as const) {
    const [student] = await svc.documents
      .collection<StudentDoc>(STUDENTS)
      .find({ accountId: actor.accountId, email }, { limit: 1 });
    if (!student) continue;
    const sold = await saveStudentPlan(svc, actor, {
      userId: student.id,
      planId,
      status: 'active',
      startDate: today,
      paymentMethod: 'pix',
    });
    position = sold.position;
  }
  if (position > 0) await svc.readModelsReached(position);
  return position;
}
