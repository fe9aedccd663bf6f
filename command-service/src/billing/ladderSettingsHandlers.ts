import { billingLadderInputSchema } from '@gym/contracts';
import { handleCommand } from '@gym/platform';
import { metadataOf, type Actor, type Services } from '../services.ts';
import { parseInput } from '../validation.ts';
import { billingLadderStream } from './billingHandlers.ts';
import { ladderSettingsDecider } from './ladderSettingsDecider.ts';

/** setBillingLadder: the account's recovery ladder; answers the ladder as decided. */
export async function setBillingLadder(svc: Services, actor: Actor, input: unknown) {
  const ladder = parseInput(billingLadderInputSchema, input);
  const result = await handleCommand(svc.eventStore, {
    streamId: billingLadderStream(actor.accountId),
    decider: ladderSettingsDecider,
    command: {
      type: 'SetBillingLadder',
      data: { ...ladder, accountId: actor.accountId, now: svc.clock.now().toISOString() },
    },
    metadata: metadataOf(actor),
  });
  return result.newState;
}
