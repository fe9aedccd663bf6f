import { saoPauloDayRange, toSaoPauloDate, type StudentDoc } from '@gym/contracts';
import { STUDENTS, listPlans, monthBefore, windowDates } from '@gym/projection-service';
import { saveBranch } from '../branches/branchHandlers.ts';
import { saveCheckin } from '../checkins/checkinHandlers.ts';
import { saveStudentPlan } from '../plans/studentPlanHandlers.ts';
import { saveProgram, saveProgramClass } from '../programs/programHandlers.ts';
import type { Actor, Services } from '../services.ts';

/** The services as they were at an instant: the same commands, decided at that time (the seed's past). */
const at = (svc: Services, iso: string): Services => ({ ...svc, clock: { now: () => new Date(iso) } });
/** 05:00 in São Paulo on that day: before the demo class (06:00-07:00), so the check-in is bookable. */
const morningOf = (date: string) => new Date(Date.parse(saoPauloDayRange(date).from) + 5 * 3_600_000).toISOString();

/**
 * The demo gym's dashboard: a branch with a morning class, check-ins of the demo students on the chart's window
 * and on the same days of the previous month, and three plans sold this week. Every fact comes from the commands
 * a user would run, each decided at the day it happened (the services' clock set to that morning).
 */
export async function seedDashboardDemo(svc: Services, actor: Actor): Promise<number> {
  const now = svc.clock.now().toISOString();
  const today = toSaoPauloDate(now);
  const { branchId } = await saveBranch(svc, actor, { name: 'Unidade Centro', street: 'Rua das Flores, 100' });
  await svc.readModelsReached(await svc.eventStore.headPosition());
  const { programId } = await saveProgram(svc, actor, { name: 'Musculação', filialId: branchId });
  await svc.readModelsReached(await svc.eventStore.headPosition());
  const { programClassId } = await saveProgramClass(svc, actor, {
    programId,
    startTime: '06:00',
    endTime: '07:00',
    weekDays: [0, 1, 2, 3, 4, 5, 6],
    limit: 30,
  });
  await svc.readModelsReached(await svc.eventStore.headPosition());
  const students = (
    await svc.documents.collection<StudentDoc>(STUDENTS).find({ accountId: actor.accountId, rule: 'student' })
  ).map((s) => s.id);
  const window = windowDates(today, 15);
  const dates = [...new Set([...window.map(monthBefore), ...window])];
  for (const [d, date] of dates.entries()) {
    const day = at(svc, morningOf(date));
    for (const [i, userId] of students.entries()) {
      if ((d + i) % 3 === 0) continue; // about two in three students a day
      // The demo's attendance history predates its members' plans: recorded as the desk's forced check-ins
      // (issue 34's entitlement would refuse members without a plan).
      await saveCheckin(day, actor, { userId, programClassId, classDate: date, forceCheckin: true });
    }
  }
  const [plan] = (await listPlans(svc.documents, actor.accountId, {})).list;
  let position = await svc.eventStore.headPosition();
  if (plan) {
    for (const [i, userId] of students.slice(0, 3).entries()) {
      const date = window[window.length - 1 - i * 2] as string;
      const sold = await saveStudentPlan(at(svc, morningOf(date)), actor, {
        userId,
        planId: plan.id,
        paymentMethod: 'outros',
        startDate: date,
      });
      position = sold.position;
    }
  }
  return position;
}
