import { pointsRulesInputSchema, type PointsRules } from '@gym/contracts';
import { handleCommand } from '@gym/platform';
import { loadState } from '../aggregates.ts';
import { metadataOf, type Actor, type Services } from '../services.ts';
import { parseInput } from '../validation.ts';
import { pointsRulesDecider } from './pointsRulesDecider.ts';

export const pointsRulesStream = (accountId: string) => `pointsRules-${accountId}`;

export const loadPointsRules = (svc: Services, accountId: string): Promise<PointsRules> =>
  loadState(svc.eventStore, pointsRulesDecider, pointsRulesStream(accountId));

/** updateCrmSettings: validates the four rules, then saves them as the account's PointsRulesChanged. */
export async function savePointsRules(svc: Services, actor: Actor, input: unknown) {
  const rules = parseInput(pointsRulesInputSchema, input);
  const result = await handleCommand(svc.eventStore, {
    streamId: pointsRulesStream(actor.accountId),
    decider: pointsRulesDecider,
    command: {
      type: 'SavePointsRules',
      data: { accountId: actor.accountId, rules, now: svc.clock.now().toISOString() },
    },
    metadata: metadataOf(actor),
  });
  return { rules: result.newState, position: result.position };
}
