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
  for (;;) {
    const due = await plansDueForCalendar(svc.documents, toSaoPauloDate(svc.clock.now()));
    if (!due.length) break;
    for (const plan of due) last = Math.max(last, await applyCalendar(svc, plan.accountId, plan.id));
    moved += due.length;
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
