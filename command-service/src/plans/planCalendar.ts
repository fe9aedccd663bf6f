import { toSaoPauloDate } from '@gym/contracts';
import { plansDueForCalendar } from '@gym/projection-service';
import type { Services } from '../services.ts';
import { applyCalendar } from './studentPlanHandlers.ts';

/**
 * The time-driven process of student plans: a plan whose start date arrives gets StudentPlanStarted,
 * one whose end date has passed gets StudentPlanEnded (reason 'expired') and status finished, with no
 * user action. Time comes from the injected clock; the decider makes a repeated run decide nothing.
 * Returns how many plans it moved.
 */
export async function runPlanCalendar(svc: Services): Promise<number> {
  let moved = 0;
  let last = 0;
  // Bounded: a plan the read model lists but the write side finds nothing to do for must not spin the loop.
  for (let round = 0; round < 100; round++) {
    const due = await plansDueForCalendar(svc.documents, toSaoPauloDate(svc.clock.now()));
    let decided = 0;
    for (const plan of due) {
      const outcome = await applyCalendar(svc, plan.accountId, plan.id);
      last = Math.max(last, outcome.position);
      if (outcome.decided > 0) decided += 1;
    }
    if (decided === 0) break;
    moved += decided;
    // The work list is a read model: wait for it to see these appends before asking again.
    if (!(await svc.readModelsReached(last))) break;
  }
  return moved;
}

/** Runs the calendar now and then every `intervalMs` (one run at a time); stop() ends it. */
export function startPlanCalendar(svc: Services, log: (message: string, error?: unknown) => void, intervalMs = 60_000) {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = running.then(() => runPlanCalendar(svc)).catch((error) => log('plan calendar run failed', error));
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
