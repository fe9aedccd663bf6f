import { checkinSettingKeys, type CheckinSettings, type ValidAccountSettingsInput } from '@gym/contracts';
import type { EventMetadata, GroupedCommand } from '@gym/platform';
import type { Services } from '../services.ts';
import { checkinSettingsStream, loadCheckinSettings } from './checkinHandlers.ts';
import { checkinSettingsDecider } from './checkinSettingsDecider.ts';

export type CheckinSettingsInput = Partial<Pick<ValidAccountSettingsInput, (typeof checkinSettingKeys)[number]>>;

export function mergeCheckinSettings(input: CheckinSettingsInput, current: CheckinSettings): CheckinSettings | null {
  if (!checkinSettingKeys.some((key) => input[key] !== undefined)) return null;
  const next = { ...current };
  for (const key of checkinSettingKeys) if (input[key] !== undefined) next[key] = input[key] ?? null;
  return next;
}

/**
 * The booking rules of the Checkins tab, when the input carries any: the command that records them on
 * the account's `checkinSettings-<account>` stream (the rules and messages of the check-ins page's
 * decider). Shared by updateAccount and the operator's createOrUpdateAccount.
 */
export async function checkinSettingsCommand(
  svc: Services,
  accountId: string,
  input: CheckinSettingsInput,
  now: string,
  metadata: EventMetadata,
): Promise<GroupedCommand | null> {
  const checkins = mergeCheckinSettings(input, await loadCheckinSettings(svc, accountId));
  if (!checkins) return null;
  return {
    streamId: checkinSettingsStream(accountId),
    decider: checkinSettingsDecider,
    command: { type: 'ChangeCheckinSettings', data: { accountId, settings: checkins, now } },
    metadata,
  };
}
