import type { CheckoutAppearance, CheckoutAppearanceChanged } from '@gym/contracts';
import type { Decider } from '@gym/platform';

/** `checkoutAppearance-<accountId>`: the checkout page's label, image and colours; an unchanged save records nothing. */
export type CheckoutAppearanceCommand = {
  type: 'ChangeCheckoutAppearance';
  data: { accountId: string; appearance: CheckoutAppearance; now: string };
};

export const emptyCheckoutAppearance: CheckoutAppearance = {
  label: null,
  imageUrl: null,
  theme: { text: null, background: null, primary: null, primaryText: null },
};

const same = (a: CheckoutAppearance, b: CheckoutAppearance) => JSON.stringify(a) === JSON.stringify(b);

export const checkoutAppearanceDecider: Decider<
  CheckoutAppearanceCommand,
  CheckoutAppearanceChanged,
  CheckoutAppearance
> = {
  initialState: () => emptyCheckoutAppearance,
  decide(command, state) {
    const { accountId, appearance, now } = command.data;
    if (same(appearance, state)) return [];
    return [{ type: 'CheckoutAppearanceChanged', data: { accountId, ...appearance, changedAt: now } }];
  },
  evolve: (_state, event) => ({ label: event.data.label, imageUrl: event.data.imageUrl, theme: event.data.theme }),
};

export const checkoutAppearanceStream = (accountId: string) => `checkoutAppearance-${accountId}`;
