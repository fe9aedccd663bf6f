import { accountCreatedV1, accountSettingsChangedV1 } from '@gym/contracts';
import type { EngineState } from './state.ts';
import type { AccountSenderDoc, EngineCampaign } from './rules/types.ts';

/** Keeps the account's sender from its creation or a settings change (a set: safe to apply twice). */
export async function applyAccountEvent(state: EngineState, event: { type: string; data: unknown }): Promise<void> {
  const r = (event.type === 'AccountCreated' ? accountCreatedV1 : accountSettingsChangedV1).safeParse(event.data);
  if (!r.success) return;
  const { senderName, senderEmail } = r.data.settings;
  await state.accounts.upsert({ id: r.data.accountId, senderName, senderEmail });
}

/**
 * A campaign without a sender of its own sends from the account's: changing the sender in the
 * settings changes what such campaigns send from, from the next delivery on.
 */
export function withAccountSender(
  campaign: EngineCampaign | null,
  account: AccountSenderDoc | null,
): EngineCampaign | null {
  if (!campaign || campaign.settings.senderEmail || !account?.senderEmail) return campaign;
  return {
    ...campaign,
    settings: {
      ...campaign.settings,
      senderEmail: account.senderEmail,
      senderName: campaign.settings.senderName ?? account.senderName,
    },
  };
}
