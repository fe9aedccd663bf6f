import type { CheckoutPlan } from '@gym/contracts/checkout/request';
import { describe, expect, it } from 'vitest';
import {
  chooseVariant,
  countdownLeft,
  documentTitle,
  exitIntent,
  formatCountdown,
  nextOverlayProgress,
  progressFill,
  purchaseOutcome,
  showStickyCta,
  socialMeta,
  socialProofBucket,
  structuredData,
  themeStyle,
  visiblePlans,
} from './page.ts';
import { track, trackingEntry } from './tracking.ts';

const plan: CheckoutPlan = {
  code: 'abc',
  name: 'Plano Anual',
  description: null,
  value: 89900,
  installments: 12,
  store: 'mundipagg',
  externalPlans: ['mundipagg'],
  cover: null,
};
const stripePlan: CheckoutPlan = { ...plan, code: 'str', store: 'stripe', externalPlans: ['stripe'], installments: 1 };
const account = { name: 'Academia Demo', label: 'Academia Demo', image: null, shortDescription: 'A melhor academia' };

describe('checkout page logic', () => {
  it('chooses the variant by query, then the account, then the stored draw, then a new draw it keeps', () => {
    expect(chooseVariant('?variant=b', 'A', 'A', () => 0)).toEqual({ variant: 'B', store: null });
    expect(chooseVariant('', 'A', 'B', () => 0.9)).toEqual({ variant: 'A', store: null });
    expect(chooseVariant('?plan=x', null, 'B', () => 0)).toEqual({ variant: 'B', store: null });
    expect(chooseVariant('', null, null, () => 0.2)).toEqual({ variant: 'A', store: 'A' });
    expect(chooseVariant('?variant=z', null, null, () => 0.7)).toEqual({ variant: 'B', store: 'B' });
  });

  it('hides plans without a code or without external plans', () => {
    expect(visiblePlans([plan, { ...plan, code: '' }, { ...plan, code: 'n', externalPlans: [] }])).toEqual([plan]);
  });

  it('fills the progress bar (step index + 1) / 4', () => {
    expect([
      progressFill('plan'),
      progressFill('personal'),
      progressFill('payment'),
      progressFill('confirmation'),
    ]).toEqual([0.25, 0.5, 0.75, 1]);
  });

  it('counts down from 14:59 to 00:00', () => {
    expect(formatCountdown(countdownLeft(0, 0))).toBe('14:59');
    expect(formatCountdown(countdownLeft(0, 61_500))).toBe('13:58');
    expect(formatCountdown(countdownLeft(0, 3_600_000))).toBe('00:00');
  });

  it('shows the sticky call-to-action past half the viewport, up to 768 px wide', () => {
    expect(showStickyCta(334, 667, 375)).toBe(true);
    expect(showStickyCta(333, 667, 375)).toBe(false);
    expect(showStickyCta(2000, 667, 768)).toBe(true);
    expect(showStickyCta(2000, 667, 769)).toBe(false);
  });

  it('raises the overlay by up to 15 and stops at 90', () => {
    expect(nextOverlayProgress(0, () => 1)).toBe(15);
    expect(nextOverlayProgress(80, () => 1)).toBe(90);
    expect(nextOverlayProgress(10, () => 0.5)).toBe(17.5);
  });

  it('opens the exit modal once, only when the pointer leaves through the top', () => {
    expect(exitIntent('hidden', 0, true)).toBe('shown');
    expect(exitIntent('hidden', 300, true)).toBe('hidden');
    expect(exitIntent('hidden', -5, false)).toBe('hidden');
    expect(exitIntent('closed', -5, true)).toBe('closed');
  });

  it("puts the member count in the spec's buckets", () => {
    expect([0, 1, 10, 11, 75, 400, 900, 4000, 9000, 20000].map(socialProofBucket)).toEqual([
      '0',
      '1-10',
      '1-10',
      '10-50',
      '50-100',
      '100-500',
      '500-1.000',
      '1.000-5.000',
      '5.000-10.000',
      '10.000+',
    ]);
  });

  it('titles the page with the label, Checkout and the suffix, then the plan name', () => {
    expect(documentTitle(account, null)).toBe('Academia Demo Checkout | Gym Plataforma');
    expect(documentTitle(account, plan)).toBe('Plano Anual - Academia Demo Checkout | Gym Plataforma');
  });

  it('applies the theme defaults under the account theme as CSS variables', () => {
    const style = themeStyle({ primary: '#ff0000', unknown: 'x' });
    expect(style).toMatchObject({
      '--checkout-text': '#333333',
      '--checkout-background': '#EEEEEE',
      '--checkout-primary': '#ff0000',
      '--checkout-primary-text': '#FFF',
      '--checkout-margin': '10px',
      '--checkout-radius': '4px',
      '--checkout-h1': '32px',
      '--checkout-h2': '28px',
      '--checkout-small': '10px',
    });
    expect(style).not.toHaveProperty('--checkout-unknown');
  });

  it('builds structured data: price valid 30 days, a 7-day return policy only with installments', () => {
    const data = structuredData(
      account,
      plan,
      'https://x/demo/checkout?plan=abc',
      new Date('2026-11-24T12:00:00Z'),
    ) as any;
    expect(data.offers).toMatchObject({
      price: '899.00',
      priceCurrency: 'BRL',
      priceValidUntil: '2026-12-24',
      hasMerchantReturnPolicy: { merchantReturnDays: 7 },
    });
    expect(
      (structuredData(account, { ...plan, installments: 1 }, 'u', new Date()) as any).offers.hasMerchantReturnPolicy,
    ).toBeUndefined();
    expect(socialMeta(account, plan, 'u')).toMatchObject({
      'og:title': 'Plano Anual - Academia Demo',
      'og:description': 'A melhor academia',
      'twitter:card': 'summary',
    });
  });

  it("reads the purchase answer: bought here, a redirect for 'stripe', else 'Invalid checkout type'", () => {
    expect(purchaseOutcome(plan, { checkout_type: 'transparent', url: null })).toEqual({ kind: 'purchased' });
    expect(purchaseOutcome(stripePlan, { checkout_type: 'redirect', url: 'https://pay' })).toEqual({
      kind: 'redirect',
      url: 'https://pay',
    });
    expect(purchaseOutcome(stripePlan, { checkout_type: 'transparent', url: null })).toEqual({
      kind: 'error',
      message: 'Invalid checkout type',
    });
  });

  it('pushes tracking events with currency BRL to window.dataLayer', () => {
    const target: { dataLayer?: unknown[] } = {};
    track(target, trackingEntry('purchase', plan, { transaction_id: 't1' }));
    track(target, trackingEntry('exit_intent_shown', null));
    expect(target.dataLayer).toEqual([
      {
        event: 'purchase',
        ecommerce: {
          currency: 'BRL',
          value: 899,
          transaction_id: 't1',
          items: [{ item_id: 'abc', item_name: 'Plano Anual', price: 899, quantity: 1 }],
        },
      },
      { event: 'exit_intent_shown', currency: 'BRL' },
    ]);
  });
});
