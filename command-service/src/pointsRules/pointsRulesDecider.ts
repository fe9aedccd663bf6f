import { defaultPointsRules, type PointsRules, type PointsRulesChanged } from '@gym/contracts';
import type { Decider } from '@gym/platform';

export type PointsRulesCommand = {
  type: 'SavePointsRules';
  data: { accountId: string; rules: PointsRules; now: string };
};

/** The account's automatic points rules (stream `pointsRules-<accountId>`); every rule off before the first save. */
export const pointsRulesDecider: Decider<PointsRulesCommand, PointsRulesChanged, PointsRules> = {
  initialState: () => defaultPointsRules,
  decide(command, state) {
    const { accountId, rules, now } = command.data;
    // Saving the same rules again is already done.
    if (JSON.stringify(rules) === JSON.stringify(state)) return [];
    return [{ type: 'PointsRulesChanged', data: { accountId, rules, changedAt: now } }];
  },
  evolve: (_state, event) => event.data.rules,
};
