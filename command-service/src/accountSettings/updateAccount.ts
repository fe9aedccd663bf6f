import {
  accountSettingsInputSchema,
  accountSettingsMessages,
  mergeAccountBilling,
  messages,
  type AccountSettings,
  type ValidAccountSettingsInput,
} from '@gym/contracts';
import { NotFoundError, ValidationError, type GroupedCommand } from '@gym/platform';
import { accountDecider } from '../accounts/accountDecider.ts';
import { handleAll, loadState, streams } from '../aggregates.ts';
import { checkinSettingsCommand } from '../checkins/checkinSettingsCommand.ts';
import { metadataOf, type Actor, type Services } from '../services.ts';
import { parseInput } from '../validation.ts';
import { paymentSettingsCommand } from '../paymentSettings/paymentSettings.ts';

type SettingKey = keyof AccountSettings;
const settingKeys: readonly SettingKey[] = [
  'name',
  'bio',
  'status',
  'visibility',
  'accountType',
  'category',
  'subcategory',
  'features',
  'senderEmail',
  'senderName',
  'phone',
  'city',
  'state',
  'avatarUrl',
  'athletesLabel',
  'pointsLabel',
  'registerEnabled',
  'registerStatus',
  'requiresPlanOnSignup',
  'accountBilling',
];
/** Settings that cannot be empty: a null sent for them keeps the value. */
const notNullable = new Set<SettingKey>([
  'name',
  'status',
  'visibility',
  'accountType',
  'features',
  'registerEnabled',
  'registerStatus',
  'requiresPlanOnSignup',
]);

/** A field left out (undefined) keeps its value; an explicit null clears an optional one. */
export function mergeAccountSettings(input: ValidAccountSettingsInput, current: AccountSettings): AccountSettings {
  const next: Record<string, unknown> = { ...current };
  for (const key of settingKeys) {
    const value = (input as Record<string, unknown>)[key];
    if (value === undefined || (value === null && notNullable.has(key))) continue;
    // Faturamento field by field: what the caller left out is kept (issue 35 item 6).
    next[key] =
      key === 'accountBilling'
        ? mergeAccountBilling(value as Parameters<typeof mergeAccountBilling>[0], current.accountBilling)
        : value;
  }
  return next as AccountSettings;
}

/**
 * updateAccount (spec 000 'Account settings', admin scope): the account's settings and, from the
 * check-ins tab, its booking rules, recorded together (one transaction when the store can).
 */
export async function updateAccount(svc: Services, actor: Actor, input: unknown): Promise<number> {
  const valid = parseInput(accountSettingsInputSchema, input);
  const state = await loadState(svc.eventStore, accountDecider, streams.account(actor.accountId));
  if (state.status === 'none') throw new NotFoundError(messages.accountNotFound);
  // The code is the account's address: read-only outside the operator scope.
  if (valid.code && valid.code !== state.code)
    throw new ValidationError([{ path: ['input', 'code'], message: accountSettingsMessages.operatorOnly }]);
  const now = svc.clock.now().toISOString();
  const metadata = metadataOf(actor);
  const commands: GroupedCommand[] = [
    {
      streamId: streams.account(actor.accountId),
      decider: accountDecider,
      command: {
        type: 'ChangeAccountSettings',
        data: {
          accountId: actor.accountId,
          settings: mergeAccountSettings(valid, state.settings),
          now,
          scope: 'owner',
        },
      },
      metadata,
    },
  ];
  // The Payments tab's fields (securityCheckout, captcha secret; the second provider is the operator's).
  const payment = paymentSettingsCommand(svc, actor, input, 'owner');
  if (payment) commands.unshift(payment);
  const checkins = await checkinSettingsCommand(svc, actor.accountId, valid, now, metadata);
  if (checkins) commands.push(checkins);
  return handleAll(svc, commands);
}
