import type { CheckoutPlan } from '@gym/contracts/checkout/request';

export type TrackingEvent =
  | 'view_plan'
  | 'error_plan'
  | 'checkout_progress'
  | 'begin_checkout'
  | 'add_payment_info'
  | 'purchase'
  | 'checkout_error'
  | 'exit_intent_shown'
  | 'exit_intent_leave'
  | 'exit_intent_stay';

export interface DataLayerEntry {
  event: TrackingEvent;
  ecommerce?: {
    currency: 'BRL';
    value: number;
    items: Array<{ item_id: string; item_name: string; price: number; quantity: 1 }>;
    [key: string]: unknown;
  };
  [key: string]: unknown;
}

/** One analytics entry (GA4 e-commerce shape, currency BRL, money in reais). */
export function trackingEntry(
  event: TrackingEvent,
  plan: CheckoutPlan | null,
  extra: Record<string, unknown> = {},
): DataLayerEntry {
  if (!plan) return { event, currency: 'BRL', ...extra };
  const value = plan.value / 100;
  return {
    event,
    ecommerce: {
      currency: 'BRL',
      value,
      items: [{ item_id: plan.code, item_name: plan.name, price: value, quantity: 1 }],
      ...extra,
    },
  };
}

/** Pushes to window.dataLayer (created when missing), as tag managers read it. */
export function track(target: { dataLayer?: unknown[] }, entry: DataLayerEntry): void {
  target.dataLayer ??= [];
  target.dataLayer.push(entry);
}
