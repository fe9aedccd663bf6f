import type { PaymentAccountConnected } from '@gym/contracts';
import type { Decider } from '@gym/platform';

/**
 * `paymentAccount-<accountId>`: the gym's account at the card provider, recorded once. The provider's
 * account id comes in with the command (created with the gym's idempotency key, so a double click or
 * two admins at once get the same one); a second connection of an already connected gym records nothing.
 */
export type PaymentAccountCommand = {
  type: 'ConnectPaymentAccount';
  data: { accountId: string; provider: string; externalAccountId: string; now: string };
};
export type PaymentAccountState = { readonly provider: string | null; readonly externalAccountId: string | null };

export const paymentAccountDecider: Decider<PaymentAccountCommand, PaymentAccountConnected, PaymentAccountState> = {
  initialState: () => ({ provider: null, externalAccountId: null }),
  decide(command, state) {
    const { accountId, provider, externalAccountId, now } = command.data;
    if (state.externalAccountId !== null && state.provider === provider) return [];
    return [{ type: 'PaymentAccountConnected', data: { accountId, provider, externalAccountId, connectedAt: now } }];
  },
  evolve: (_state, event) => ({ provider: event.data.provider, externalAccountId: event.data.externalAccountId }),
};

export const paymentAccountStream = (accountId: string) => `paymentAccount-${accountId}`;
