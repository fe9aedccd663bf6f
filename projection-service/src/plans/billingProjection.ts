import type { BillingDayDoc } from '@gym/contracts';
import type { EventOf, ReadModel } from '../readModel.ts';

export const BILLING_DAYS = 'billingDays';
export const BILLING_TOTALS = 'billingTotals';

/** Per-account money received since the beginning (id = accountId). */
export interface BillingTotalDoc {
  readonly id: string;
  readonly total: number;
  readonly payments: number;
  readonly position: number;
}

const received = (event: EventOf<'PaymentMarkedReceived'>) => event.data;

/**
 * Collection `billingDays`: what was received per São Paulo day, so the billing report reads one small
 * document per day of its range instead of scanning payments. A sum is not safe to apply twice by
 * itself: each document remembers the last position it applied.
 */
export const billingDaysProjection: ReadModel<BillingDayDoc> = {
  collection: { name: BILLING_DAYS, indexes: [{ fields: ['accountId', 'day'] }] },
  handlers: {
    PaymentMarkedReceived: {
      ids: (event) => [`${received(event).accountId}:${received(event).receivedOn}`],
      update: (doc, event) => {
        if (doc && event.position <= doc.position) return doc;
        const d = received(event);
        const before = doc ?? {
          id: `${d.accountId}:${d.receivedOn}`,
          accountId: d.accountId,
          day: d.receivedOn,
          total: 0,
          payments: 0,
          position: 0,
        };
        return { ...before, total: before.total + d.value, payments: before.payments + 1, position: event.position };
      },
    },
  },
};

/** Collection `billingTotals`: the report's "total billed" (everything received, ever). */
export const billingTotalsProjection: ReadModel<BillingTotalDoc> = {
  collection: { name: BILLING_TOTALS },
  handlers: {
    PaymentMarkedReceived: {
      ids: (event) => [received(event).accountId],
      update: (doc, event) => {
        if (doc && event.position <= doc.position) return doc;
        const d = received(event);
        const before = doc ?? { id: d.accountId, total: 0, payments: 0, position: 0 };
        return { ...before, total: before.total + d.value, payments: before.payments + 1, position: event.position };
      },
    },
  },
};
