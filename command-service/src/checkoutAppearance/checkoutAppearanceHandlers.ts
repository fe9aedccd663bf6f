import { checkoutAppearanceInputSchema } from '@gym/contracts';
import { handleCommand } from '@gym/platform';
import { metadataOf, type Actor, type Services } from '../services.ts';
import { parseInput } from '../validation.ts';
import { checkoutAppearanceDecider, checkoutAppearanceStream } from './checkoutAppearanceDecider.ts';

/** updateCheckoutAppearance: answers the appearance as decided (the stream is what the checkout reads). */
export async function changeCheckoutAppearance(svc: Services, actor: Actor, input: unknown) {
  const appearance = parseInput(checkoutAppearanceInputSchema, input);
  const result = await handleCommand(svc.eventStore, {
    streamId: checkoutAppearanceStream(actor.accountId),
    decider: checkoutAppearanceDecider,
    command: {
      type: 'ChangeCheckoutAppearance',
      data: { accountId: actor.accountId, appearance, now: svc.clock.now().toISOString() },
    },
    metadata: metadataOf(actor),
  });
  return result.newState;
}
