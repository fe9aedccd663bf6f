import { DEFAULT_BILLING_LADDER, type BillingLadder, type BillingLadderSet } from '@gym/contracts';
import type { Decider } from '@gym/platform';

/** The account's recovery ladder (stream `billingLadder-<accountId>`); the defaults until the account sets one. */
export type LadderSettingsCommand = {
  type: 'SetBillingLadder';
  data: BillingLadder & { accountId: string; now: string };
};

export const ladderSettingsDecider: Decider<LadderSettingsCommand, BillingLadderSet, BillingLadder> = {
  initialState: () => DEFAULT_BILLING_LADDER,
  decide(command, state) {
    const { accountId, now, ...wanted } = command.data;
    const same =
      wanted.refuseCheckinsWhileOverdue === state.refuseCheckinsWhileOverdue &&
      wanted.cancelAfterOverduePayments === state.cancelAfterOverduePayments &&
      wanted.retryDays.join(',') === state.retryDays.join(',');
    if (same) return [];
    return [
      {
        type: 'BillingLadderSet',
        data: {
          accountId,
          retryDays: [...wanted.retryDays],
          refuseCheckinsWhileOverdue: wanted.refuseCheckinsWhileOverdue,
          cancelAfterOverduePayments: wanted.cancelAfterOverduePayments,
          setAt: now,
        },
      },
    ];
  },
  evolve(_state, event) {
    const { retryDays, refuseCheckinsWhileOverdue, cancelAfterOverduePayments } = event.data;
    return { retryDays, refuseCheckinsWhileOverdue, cancelAfterOverduePayments };
  },
};
