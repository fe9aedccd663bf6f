import { checkinSettingsSchema, type CheckinSettings } from '@gym/contracts';
import { handleCommand } from '@gym/platform';
import { metadataOf, type Actor, type Services } from '../services.ts';
import { parseInput } from '../validation.ts';
import { checkinSettingsStream, loadCheckinSettings } from './checkinFacts.ts';
import { checkinSettingsDecider, noCheckinLimits } from './checkinSettingsDecider.ts';

/**
 * updateCheckinSettings: the booking window's fields left out of the input are cleared (no limit), as the settings
 * card sends them; issue 34's tolerance and no-show policy are kept when not sent (older callers never send them).
 */
export async function changeCheckinSettings(
  svc: Services,
  actor: Actor,
  input: Record<string, unknown>,
): Promise<CheckinSettings> {
  const current = await loadCheckinSettings(svc, actor.accountId);
  const kept = {
    overdueToleranceDays: current.overdueToleranceDays ?? null,
    noShowLimit: current.noShowLimit ?? null,
    noShowBlockDays: current.noShowBlockDays ?? null,
  };
  const settings = parseInput(checkinSettingsSchema, { ...noCheckinLimits, ...kept, ...input });
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
