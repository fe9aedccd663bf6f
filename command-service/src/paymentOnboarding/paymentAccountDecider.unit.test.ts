import type { PaymentAccountConnected } from '@gym/contracts';
import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import { paymentAccountDecider, type PaymentAccountCommand } from './paymentAccountDecider.ts';

const now = '2026-11-24T12:00:00.000Z';
const connect = (externalAccountId: string, provider = 'stripe'): PaymentAccountCommand => ({
  type: 'ConnectPaymentAccount',
  data: { accountId: 'acc-1', provider, externalAccountId, now },
});
const connected = (externalAccountId: string, provider = 'stripe'): PaymentAccountConnected => ({
  type: 'PaymentAccountConnected',
  data: { accountId: 'acc-1', provider, externalAccountId, connectedAt: now },
});
const spec = deciderSpec(paymentAccountDecider);

describe('payment account decider', () => {
  it('given no account, when connected, records the provider account', () => {
    spec
      .given([])
      .when(connect('acct_1'))
      .then([connected('acct_1')]);
  });

  it('given a connected account, when connected again with the same provider, records nothing (the first stays)', () => {
    spec
      .given([connected('acct_1')])
      .when(connect('acct_2'))
      .thenNothingHappens();
  });

  it('given a sandbox account, when connected to Stripe (keys configured later), records the Stripe account', () => {
    spec
      .given([connected('acct_sandbox_1', 'sandbox')])
      .when(connect('acct_9'))
      .then([connected('acct_9')]);
  });
});
