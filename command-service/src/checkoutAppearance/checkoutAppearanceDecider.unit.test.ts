import type { CheckoutAppearance, CheckoutAppearanceChanged } from '@gym/contracts';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import { checkoutAppearanceDecider, emptyCheckoutAppearance } from './checkoutAppearanceDecider.ts';

const accountId = 'acc-1';
const now = '2026-11-24T12:00:00.000Z';
const appearance: CheckoutAppearance = {
  label: 'Academia Forte',
  imageUrl: 'https://exemplo.com.br/logo.png',
  theme: { text: '#111111', background: '#FFFFFF', primary: '#C62828', primaryText: '#FFFFFF' },
};
const changed = (a: CheckoutAppearance, changedAt = now): CheckoutAppearanceChanged => ({
  type: 'CheckoutAppearanceChanged',
  data: { accountId, ...a, changedAt },
});
const spec = deciderSpec(checkoutAppearanceDecider);

describe('checkout appearance decider', () => {
  it('starts empty: saving the empty appearance records nothing', () => {
    expect(checkoutAppearanceDecider.initialState()).toEqual(emptyCheckoutAppearance);
    spec
      .given([])
      .when({ type: 'ChangeCheckoutAppearance', data: { accountId, appearance: emptyCheckoutAppearance, now } })
      .thenNothingHappens();
  });

  it('given nothing, when a label, image and colours are saved, then CheckoutAppearanceChanged with all of them', () => {
    spec
      .given([])
      .when({ type: 'ChangeCheckoutAppearance', data: { accountId, appearance, now } })
      .then([changed(appearance)]);
  });

  it('given an appearance, when the same one is saved again, then nothing happens', () => {
    spec
      .given([changed(appearance)])
      .when({ type: 'ChangeCheckoutAppearance', data: { accountId, appearance, now } })
      .thenNothingHappens();
  });

  it('given an appearance, when one colour changes, then the whole new appearance is recorded', () => {
    const later = '2026-11-25T12:00:00.000Z';
    const red = { ...appearance, theme: { ...appearance.theme, primary: '#D32F2F' } };
    spec
      .given([changed(appearance)])
      .when({ type: 'ChangeCheckoutAppearance', data: { accountId, appearance: red, now: later } })
      .then([changed(red, later)]);
  });
});
