import {
  getAccountUsage,
  invoicesTurningOverdue,
  meteredUsage,
  relationshipsDue,
  type RelationshipReadDoc,
} from '@gym/projection-service';
import { addDays, addMonths, invoiceDay, toSaoPauloDate } from '@gym/contracts';
import { handleCommand } from '@gym/platform';
import type { Services } from '../services.ts';
import { invoiceDecider } from './accountPlanDeciders.ts';
import { accountPlanStreams, invoiceIdOf } from './accountPlanStreams.ts';

/** The online-revenue window of an invoice: the recurrence period that closes on its metering day. */
export function revenueWindowStart(rel: RelationshipReadDoc, day: string): string {
  const q = Math.max(1, rel.plan.recurrenceQuantity);
  if (rel.plan.recurrence === 'monthly') return addMonths(day, -q);
  return addDays(day, -q * (rel.plan.recurrence === 'weekly' ? 7 : 1));
}

const metadata = (rel: { accountId: string }, correlationId: string) => ({
  accountId: rel.accountId,
  userId: 'billing-job',
  correlationId,
});

/**
 * One run of the billing job, on the injected clock: every subscription whose next invoice day has come
 * gets the invoices of the periods due (usage metered as of 00:00 of each invoice day), and every pending
 * invoice past its due date becomes overdue. The work lists are read models; the write side decides: an
 * invoice stream already holding its invoice decides nothing, so a run repeated (or restarted half-way)
 * issues nothing twice.
 */
export async function runAccountBilling(svc: Services, options: { batch?: number } = {}) {
  const today = toSaoPauloDate(svc.clock.now());
  const batch = options.batch ?? 500;
  let issued = 0;
  let overdue = 0;
  let last = 0;
  const correlationId = `billing-${today}`;
  for (let round = 0; round < 10_000; round++) {
    const due = await relationshipsDue(svc.documents, today, batch);
    if (due.length === 0) break;
    let decided = 0;
    for (const rel of due) {
      const usageDoc = await getAccountUsage(svc.documents, rel.accountId);
      for (let k = rel.nextPeriod; ; k++) {
        if (rel.plan.cycles > 0 && k >= rel.plan.cycles) break;
        const day = invoiceDay(rel, k);
        if (day > today) break;
        const result = await handleCommand(svc.eventStore, {
          streamId: accountPlanStreams.invoice(rel.id, k),
          decider: invoiceDecider,
          command: {
            type: 'IssueInvoice',
            data: {
              invoiceId: invoiceIdOf(rel.id, k),
              relationshipId: rel.id,
              relationship: rel,
              periodIndex: k,
              usage: meteredUsage(usageDoc, revenueWindowStart(rel, day), day),
              issuedAt: svc.clock.now().toISOString(),
            },
          },
          metadata: metadata(rel, correlationId),
          // The event id is derived too: a replayed append is recognisably the same.
          eventIds: () => invoiceIdOf(rel.id, k),
        });
        last = Math.max(last, result.position);
        decided += 1;
        if (result.events.length > 0) issued += 1;
      }
    }
    // The work list is a read model: wait for it to see these appends before asking again.
    if (decided === 0 || !(await svc.readModelsReached(last, 10_000))) break;
  }
  for (let round = 0; round < 1000; round++) {
    const late = await invoicesTurningOverdue(svc.documents, today, batch);
    if (late.length === 0) break;
    for (const invoice of late) {
      const result = await handleCommand(svc.eventStore, {
        streamId: accountPlanStreams.invoice(invoice.relationshipId, invoice.periodIndex),
        decider: invoiceDecider,
        command: { type: 'MarkInvoiceOverdue', data: { invoiceId: invoice.id, today } },
        metadata: metadata(invoice, correlationId),
      });
      last = Math.max(last, result.position);
      if (result.events.length > 0) overdue += 1;
    }
    if (!(await svc.readModelsReached(last, 10_000))) break;
  }
  return { issued, overdue };
}

/** Runs the billing job now and then every `intervalMs` (one run at a time); stop() ends it. */
export function startAccountBilling(
  svc: Services,
  log: (message: string, error?: unknown) => void,
  intervalMs = 60_000,
) {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = running.then(() => runAccountBilling(svc)).catch((error) => log('account billing run failed', error));
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    /** Runs once more now (after any run in progress) and answers what it did. */
    runNow: () => {
      const run = running.then(() => runAccountBilling(svc));
      running = run.catch(() => undefined);
      return run;
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
