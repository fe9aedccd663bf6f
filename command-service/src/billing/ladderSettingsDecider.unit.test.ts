import { DEFAULT_BILLING_LADDER, type BillingLadder, type BillingLadderSet } from '@gym/contracts';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import { ladderSettingsDecider } from './ladderSettingsDecider.ts';

const accountId = 'acc-1';
const now = '2026-01-01T12:00:00.000Z';
const wanted: BillingLadder = {
  retryDays: [2, 7],
  refuseCheckinsWhileOverdue: false,
  cancelAfterOverduePayments: null,
};
const set = (ladder: BillingLadder, setAt = now): BillingLadderSet => ({
  type: 'BillingLadderSet',
  data: { accountId, ...ladder, retryDays: [...ladder.retryDays], setAt },
});
const spec = deciderSpec(ladderSettingsDecider);

describe('ladder settings decider', () => {
  it('starts at the defaults: sending them decides nothing', () => {
    expect(ladderSettingsDecider.initialState()).toEqual(DEFAULT_BILLING_LADDER);
    spec
      .given([])
      .when({ type: 'SetBillingLadder', data: { accountId, now, ...DEFAULT_BILLING_LADDER } })
      .thenNothingHappens();
  });

  it('given the defaults, when another ladder is sent, then BillingLadderSet with it', () => {
    spec
      .given([])
      .when({ type: 'SetBillingLadder', data: { accountId, now, ...wanted } })
      .then([set(wanted)]);
  });

  it('given a ladder set, when the same one is sent again, then nothing happens (the state follows the event)', () => {
    spec
      .given([set(wanted)])
      .when({ type: 'SetBillingLadder', data: { accountId, now, ...wanted } })
      .thenNothingHappens();
  });

  it('given a ladder set, when any one of its three settings differs, then it is recorded', () => {
    const later = '2026-02-01T12:00:00.000Z';
    for (const changed of [
      { ...wanted, retryDays: [2, 8] },
      { ...wanted, refuseCheckinsWhileOverdue: true },
      { ...wanted, cancelAfterOverduePayments: 2 },
    ]) {
      spec
        .given([set(wanted)])
        .when({ type: 'SetBillingLadder', data: { accountId, now: later, ...changed } })
        .then([set(changed, later)]);
    }
  });
});
