import {
  accountSettingsInputSchema,
  accountSettingsMessages,
  checkinSettingKeys,
  mergeAccountBilling,
  messages,
  type AccountSettings,
  type CheckinSettings,
  type ValidAccountSettingsInput,
} from '@gym/contracts';
import {
  canAppendToStreams,
  handleCommand,
  handleCommandsTogether,
  NotFoundError,
  ValidationError,
  type EventMetadata,
  type GroupedCommand,
} from '@gym/platform';
import { accountDecider } from '../accounts/accountDecider.ts';
import { loadState, streams } from '../aggregates.ts';
import { checkinSettingsStream, loadCheckinSettings } from '../checkins/checkinHandlers.ts';
import { checkinSettingsDecider } from '../checkins/checkinSettingsDecider.ts';
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

type CheckinSettingsInput = Partial<Pick<ValidAccountSettingsInput, (typeof checkinSettingKeys)[number]>>;

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

/** Commands on several streams recorded together: one transaction when the store can, else in order. */
export async function handleAll(svc: Services, commands: readonly GroupedCommand[]): Promise<number> {
  if (canAppendToStreams(svc.eventStore)) {
    const results = await handleCommandsTogether(svc.eventStore, commands);
    return Math.max(0, ...results.map((r) => r.position));
  }
  let position = 0;
  for (const command of commands)
    position = Math.max(position, (await handleCommand(svc.eventStore, command as never)).position);
  return position;
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
