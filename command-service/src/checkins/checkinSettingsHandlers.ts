import { checkinSettingsSchema, type CheckinSettings } from '@gym/contracts';
import { handleCommand } from '@gym/platform';
import { metadataOf, type Actor, type Services } from '../services.ts';
import { parseInput } from '../validation.ts';
import { checkinSettingsStream } from './checkinFacts.ts';
import { checkinSettingsDecider, noCheckinLimits } from './checkinSettingsDecider.ts';

/** updateCheckinSettings: fields left out of the input are cleared (no limit), as the settings card sends them. */
export async function changeCheckinSettings(
  svc: Services,
  actor: Actor,
  input: Record<string, unknown>,
): Promise<CheckinSettings> {
  const settings = parseInput(checkinSettingsSchema, { ...noCheckinLimits, ...input });
  const result = await handleCommand(svc.eventStore, {
    streamId: checkinSettingsStream(actor.accountId),
    decider: checkinSettingsDecider,
    command: {
      type: 'ChangeCheckinSettings',
      data: { accountId: actor.accountId, settings, now: svc.clock.now().toISOString() },
    },
    metadata: metadataOf(actor),
  });
  return result.newState;
}
