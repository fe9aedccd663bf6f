import { toSaoPauloDate } from '@gym/contracts';
import { plansDueForRenewal } from '@gym/projection-service';
import type { Services } from '../services.ts';
import { openNextPeriod } from './studentPlanHandlers.ts';

export interface RenewalRunResult {
  /** Periods opened by this run. */
  readonly opened: number;
  /** Plans that failed unexpectedly (reported through onError), tried again on the next run. */
  readonly errors: number;
}

/**
 * The renewal job: every plan whose current period reached its last day on the injected clock gets its next
 * period opened (OpenNextPeriod with the period index, decided on the plan's stream). The work list is a read
 * model that may lag: a period already opened decides nothing, so a second run, a restart or a second instance
 * opens each period once. A plan late by several periods gets one per round until it catches up.
 */
export async function runRenewals(
  svc: Services,
  options: { concurrency?: number; onError?: (message: string, error: unknown) => void } = {},
): Promise<RenewalRunResult> {
  const concurrency = options.concurrency ?? 8;
  const result = { opened: 0, errors: 0 };
  const today = toSaoPauloDate(svc.clock.now());
  const skipped = new Set<string>();
  for (let round = 0; round < 10_000; round++) {
    const due = (await plansDueForRenewal(svc.documents, today, 1000 + skipped.size)).filter((p) => !skipped.has(p.id));
    if (due.length === 0) break;
    let last = 0;
    let next = 0;
    const worker = async () => {
      while (next < due.length) {
        const plan = due[next++] as (typeof due)[number];
        try {
          const outcome = await openNextPeriod(svc, plan.accountId, plan.id, plan.periodIndex + 1);
          if (outcome.decided > 0) {
            result.opened += 1;
            last = Math.max(last, outcome.position);
          } else skipped.add(plan.id); // listed but nothing to open (the read model lags): not again this run
        } catch (error) {
          skipped.add(plan.id);
          result.errors += 1;
          options.onError?.(`renewal run: plan ${plan.id} failed`, error);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, due.length) }, worker));
    // The work list is a read model: wait for it to see these periods before asking again.
    if (last > 0 && !(await svc.readModelsReached(last, 30_000))) break;
  }
  return result;
}

/** Runs the renewal job now and then every `intervalMs` (default hourly; one run at a time); stop() ends it. */
export function startRenewals(
  svc: Services,
  log: (message: string, error?: unknown) => void,
  intervalMs = 60 * 60 * 1000,
) {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = running.then(() => runRenewals(svc, { onError: log })).catch((error) => log('renewal run failed', error));
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
