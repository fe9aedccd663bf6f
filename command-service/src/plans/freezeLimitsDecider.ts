import { DEFAULT_FREEZE_LIMITS, type PlanFreezeLimitsSet } from '@gym/contracts';
import type { Decider } from '@gym/platform';

export type FreezeLimitsCommand = {
  type: 'SetFreezeLimits';
  data: { accountId: string; minDays: number; maxDays: number; now: string };
};
export type FreezeLimitsState = { minDays: number; maxDays: number };

/** An account's minimum and maximum freeze length; the defaults until it sets its own. */
export const freezeLimitsDecider: Decider<FreezeLimitsCommand, PlanFreezeLimitsSet, FreezeLimitsState> = {
  initialState: () => ({ ...DEFAULT_FREEZE_LIMITS }),
  decide(command, state) {
    const { accountId, minDays, maxDays, now } = command.data;
    if (state.minDays === minDays && state.maxDays === maxDays) return [];
    return [{ type: 'PlanFreezeLimitsSet', data: { accountId, minDays, maxDays, setAt: now } }];
  },
  evolve: (_state, event) => ({ minDays: event.data.minDays, maxDays: event.data.maxDays }),
};
