import { toSaoPauloDate, type BillingLadder } from '@gym/contracts';
import { plansDueForCharge } from '@gym/projection-service';
import type { Services } from '../services.ts';
import { chargesDue } from './ladderDecider.ts';
import {
  chargePayment,
  loadBillingLadder,
  loadLadderState,
  loadPlan,
  planFactsOf,
  systemActor,
} from './billingHandlers.ts';

export interface ChargeRunResult {
  readonly charged: number;
  readonly approved: number;
  readonly declined: number;
  /** The provider did not answer: charged again (same key) on the next run. */
  readonly unavailable: number;
  /** Plans that failed unexpectedly (reported through onError), tried again on the next run. */
  readonly errors: number;
}

/**
 * The daily charge run: every card-on-file plan the read model lists as due on the injected clock's day is
 * loaded from its streams, and each payment the ladder decider says is due is charged with its idempotency
 * key. Safe to run any number of times a day: a payment charged today is either settled or waits for its
 * next retry day; a run cut short repeats the same keys. `concurrency` plans are charged at once.
 */
export async function runDailyCharges(
  svc: Services,
  options: { concurrency?: number; onError?: (message: string, error: unknown) => void } = {},
): Promise<ChargeRunResult> {
  const concurrency = options.concurrency ?? 8;
  const result = { charged: 0, approved: 0, declined: 0, unavailable: 0, errors: 0 };
  const today = toSaoPauloDate(svc.clock.now());
  const skipped = new Set<string>();
  // The account's ladder, read once per run.
  const ladders = new Map<string, Promise<BillingLadder>>();
  for (let round = 0; round < 10_000; round++) {
    const due = (await plansDueForCharge(svc.documents, today, 1000 + skipped.size)).filter((p) => !skipped.has(p.id));
    if (due.length === 0) break;
    let last = 0;
    let next = 0;
    const chargePlan = async (id: string, accountId: string): Promise<number> => {
      let position = 0;
      const actor = systemActor(accountId);
      const state = await loadLadderState(svc, id);
      const plan = await loadPlan(svc, accountId, id);
      let ladder = ladders.get(accountId);
      if (!ladder) {
        ladder = loadBillingLadder(svc, accountId);
        ladders.set(accountId, ladder);
      }
      const charges = state.status === 'active' ? chargesDue(state, planFactsOf(plan), today) : [];
      // Nothing to do for a plan the read model still lists (a newer event not projected yet): not again this run.
      if (charges.length === 0 || state.status !== 'active') {
        skipped.add(id);
        return 0;
      }
      for (const charge of charges) {
        // Each charge after the first of a plan reloads the plan (the previous one changed it).
        const loaded = charge === charges[0] ? { plan, ladder: await ladder } : undefined;
        const outcome = await chargePayment(svc, actor, id, state.card, charge, 'schedule', loaded);
        position = Math.max(position, outcome.position);
        if (outcome.status === 'unavailable') {
          result.unavailable += 1;
          skipped.add(id);
          continue;
        }
        result.charged += 1;
        if (outcome.status === 'approved') result.approved += 1;
        else result.declined += 1;
      }
      return position;
    };
    const worker = async () => {
      while (next < due.length) {
        const { id, accountId } = due[next++] as { id: string; accountId: string };
        try {
          last = Math.max(last, await chargePlan(id, accountId));
        } catch (error) {
          // One plan's trouble (a plan deleted meanwhile, a store hiccup) must not stop the others: next run.
          skipped.add(id);
          result.errors += 1;
          options.onError?.(`charge run: plan ${id} failed`, error);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, due.length) }, worker));
    // The work list is a read model: wait for it to see these charges before asking again.
    if (last > 0 && !(await svc.readModelsReached(last, 30_000))) break;
  }
  return result;
}

/** Runs the charge run now and then every `intervalMs` (default hourly; one run at a time); stop() ends it. */
export function startChargeRun(
  svc: Services,
  log: (message: string, error?: unknown) => void,
  intervalMs = 60 * 60 * 1000,
) {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = running
      .then(() => runDailyCharges(svc, { onError: log }))
      .catch((error) => log('charge run failed', error));
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
