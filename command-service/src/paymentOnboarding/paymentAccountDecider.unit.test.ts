import { describe, expect, it } from 'vitest';
import { foldStream } from '@gym/platform';
import { paymentAccountDecider, type PaymentAccountCommand } from './paymentAccountDecider.ts';

const connect = (externalAccountId: string, provider = 'stripe'): PaymentAccountCommand => ({
  type: 'ConnectPaymentAccount',
  data: { accountId: 'acc-1', provider, externalAccountId, now: '2026-11-24T12:00:00.000Z' },
});
const decideAfter = (history: ReturnType<typeof paymentAccountDecider.decide>, command: PaymentAccountCommand) =>
  paymentAccountDecider.decide(command, foldStream(paymentAccountDecider, history));

describe('payment account decider', () => {
  it('given no account, when connected, records the provider account', () => {
    expect(decideAfter([], connect('acct_1'))).toEqual([
      {
        type: 'PaymentAccountConnected',
        data: {
          accountId: 'acc-1',
          provider: 'stripe',
          externalAccountId: 'acct_1',
          connectedAt: '2026-11-24T12:00:00.000Z',
        },
      },
    ]);
  });
  it('given a connected account, when connected again with the same provider, records nothing (the first stays)', () => {
    const history = decideAfter([], connect('acct_1'));
    expect(decideAfter(history, connect('acct_2'))).toEqual([]);
  });
  it('given a sandbox account, when connected to Stripe (keys configured later), records the Stripe account', () => {
    const history = decideAfter([], connect('acct_sandbox_1', 'sandbox'));
    expect(decideAfter(history, connect('acct_9'))).toHaveLength(1);
  });
});
