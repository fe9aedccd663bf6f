import {
  operatorAccountInputSchema,
  defaultFeatures,
  mergeAccountBilling,
  messages,
  withoutAccents,
  type AccountSettings,
  type ValidOperatorAccountInput,
} from '@gym/contracts';
import {
  handleCommand,
  NotFoundError,
  uuid,
  ValidationError,
  type EventMetadata,
  type GroupedCommand,
} from '@gym/platform';
import { hashPassword } from '../auth/passwords.ts';
import { handleAll, loadState, streams } from '../aggregates.ts';
import type { Services } from '../services.ts';
import { minimalProfile, registerMember } from '../students/studentHandlers.ts';
import { parseInput } from '../validation.ts';
import { checkinSettingsCommand } from '../checkins/checkinSettingsCommand.ts';
import { accountCodeDecider } from './accountCodeDecider.ts';
import { accountDecider } from './accountDecider.ts';
import { checkAccountCategory } from './accountCategories.ts';
import { applyPaymentSettings, paymentSettingsCommand } from '../paymentSettings/paymentSettings.ts';
import { paymentSettingsDecider } from '../paymentSettings/paymentSettingsDecider.ts';

/** The given keys the input carries (an explicit null too, when `nullable`). */
function definedOf(
  input: ValidOperatorAccountInput,
  keys: readonly (keyof ValidOperatorAccountInput)[],
  nullable = true,
) {
  return Object.fromEntries(
    keys.filter((key) => input[key] !== undefined && (nullable || input[key] !== null)).map((key) => [key, input[key]]),
  ) as Partial<AccountSettings>;
}

/** Fields left out keep their value; an explicit null clears an optional one. */
function mergeSettings(input: ValidOperatorAccountInput, current: AccountSettings | null): AccountSettings {
  const pick = <K extends keyof AccountSettings>(key: K, fallback: AccountSettings[K]): AccountSettings[K] => {
    const value = input[key as keyof ValidOperatorAccountInput] as AccountSettings[K] | undefined;
    return value === undefined ? (current?.[key] ?? fallback) : (value ?? fallback);
  };
  return {
    // Settings the operator's form does not carry (labels, Novos Cadastros...) keep their value.
    ...current,
    name: input.name,
    bio: pick('bio', null),
    status: pick('status', 'ativado'),
    visibility: pick('visibility', 'public'),
    accountType: pick('accountType', 'gym'),
    category: pick('category', null),
    subcategory: pick('subcategory', null),
    features: pick('features', [...defaultFeatures]),
    senderEmail: pick('senderEmail', null),
    senderName: pick('senderName', null),
    phone: pick('phone', null),
    city: pick('city', null),
    state: pick('state', null),
    // Faturamento: field by field (issue 35 item 6): a field left out keeps its value; an explicit null clears
    // the whole record (the operator may).
    ...(input.accountBilling !== undefined
      ? { accountBilling: mergeAccountBilling(input.accountBilling, current?.accountBilling) }
      : {}),
    // The settings tabs the operator also saves (same payload as updateAccount); left out keeps them.
    ...definedOf(input, ['avatarUrl', 'athletesLabel', 'pointsLabel']),
    ...definedOf(input, ['registerEnabled', 'registerStatus', 'requiresPlanOnSignup'], false),
  };
}

/**
 * The operator's change of an existing account's code (issue 23): the new code's claim, the account's
 * change and the old code's release, in one multi-stream append when the store can (SQLite). Two
 * accounts racing for one code: the second's expected revision on the code's stream fails, it reloads,
 * sees the claim and is refused (`accountCodeTaken`). Without the capability: claim first (the race is
 * still decided there), then the account, then the release; a crash between them leaves the old code
 * claimed by nobody's address, never a code shared.
 */
async function moveAccountCode(
  svc: Services,
  change: GroupedCommand,
  o: { accountId: string; code: string; previousCode: string; metadata: EventMetadata },
  checkins: GroupedCommand | null,
): Promise<number> {
  const claim = {
    streamId: streams.accountCode(o.code),
    decider: accountCodeDecider,
    command: { type: 'ClaimAccountCode' as const, data: { code: o.code, accountId: o.accountId } },
    metadata: o.metadata,
  };
  const release = {
    streamId: streams.accountCode(o.previousCode),
    decider: accountCodeDecider,
    command: { type: 'ReleaseAccountCode' as const, data: { code: o.previousCode, accountId: o.accountId } },
    metadata: o.metadata,
  };
  // In this order without a multi-stream append: the claim decides a race before anything else is written.
  return handleAll(svc, [claim, change, release, ...(checkins ? [checkins] : [])]);
}

function slugify(name: string): string {
  return withoutAccents(name)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
}

/**
 * createOrUpdateAccount (operator scope): a new account claims its code, records its creation and,
 * when an owner is given, registers the owner as the account's admin with a login.
 */
export async function createOrUpdateAccount(svc: Services, operatorId: string, correlationId: string, input: unknown) {
  const valid = parseInput(operatorAccountInputSchema, input);
  const now = () => svc.clock.now().toISOString();

  if (valid.id) {
    const accountId = valid.id;
    const state = await loadState(svc.eventStore, accountDecider, streams.account(accountId));
    if (state.status === 'none') throw new NotFoundError(messages.accountNotFound);
    const code = valid.code && valid.code !== state.code ? valid.code : undefined;
    // A taken code is refused before anything is written (the claim below decides a race).
    if (code) {
      const owner = await loadState(svc.eventStore, accountCodeDecider, streams.accountCode(code));
      accountCodeDecider.decide({ type: 'ClaimAccountCode', data: { code, accountId } }, owner);
    }
    // The area of activity as it will be: a category sent alone must still hold the kept subcategory.
    if (valid.category !== undefined || valid.subcategory !== undefined)
      await checkAccountCategory(
        svc,
        valid.category === undefined ? state.settings.category : valid.category,
        valid.subcategory === undefined ? state.settings.subcategory : valid.subcategory,
        ['input'],
      );
    // The Payments tab's fields first: a refused one leaves the account unchanged.
    const paid = await applyPaymentSettings(svc, { accountId, userId: operatorId, correlationId }, input, 'operator');
    const metadata = { accountId, userId: operatorId, correlationId };
    const change = {
      streamId: streams.account(accountId),
      decider: accountDecider,
      command: {
        type: 'ChangeAccountSettings' as const,
        data: {
          accountId,
          settings: mergeSettings(valid, state.settings),
          now: now(),
          scope: 'operator' as const,
          ...(code ? { code } : {}),
        },
      },
      metadata,
    };
    // The Checkins tab's booking rules: the same command (rules, messages) as updateAccount's.
    const checkins = await checkinSettingsCommand(svc, accountId, valid, now(), metadata);
    if (!code) {
      const position = checkins
        ? await handleAll(svc, [change, checkins])
        : (await handleCommand(svc.eventStore, change)).position;
      return { accountId, position: Math.max(paid, position), codes: [state.code] };
    }
    const position = await moveAccountCode(
      svc,
      change,
      { accountId, code, previousCode: state.code, metadata },
      checkins,
    );
    return { accountId, position: Math.max(paid, position), codes: [state.code, code] };
  }

  const accountId = uuid();
  const code = valid.code ?? slugify(valid.name);
  if (code.length < 2) throw new ValidationError([{ path: ['input', 'code'], message: messages.invalidAccountCode }]);
  await checkAccountCategory(svc, valid.category, valid.subcategory, ['input']);
  const metadata = { accountId, userId: operatorId, correlationId };
  // The Payments tab's fields are checked before anything is written, recorded once the account exists.
  const payment = paymentSettingsCommand(svc, metadata, input, 'operator');
  if (payment) paymentSettingsDecider.decide(payment.command, paymentSettingsDecider.initialState());
  await handleCommand(svc.eventStore, {
    streamId: streams.accountCode(code),
    decider: accountCodeDecider,
    command: { type: 'ClaimAccountCode', data: { code, accountId } },
    metadata,
  });
  let { position } = await handleCommand(svc.eventStore, {
    streamId: streams.account(accountId),
    decider: accountDecider,
    command: { type: 'CreateAccount', data: { accountId, code, settings: mergeSettings(valid, null), now: now() } },
    metadata,
  });
  if (valid.owner) {
    const ownerId = uuid();
    const { name, lastName, email, password } = valid.owner;
    const passwordHash = await hashPassword(password);
    position = await registerMember(
      svc,
      { accountId, userId: operatorId, correlationId },
      {
        studentId: ownerId,
        rule: 'admin',
        origin: 'panel',
        profile: minimalProfile(name, lastName, email),
      },
    );
    await svc.credentials.put({ scope: accountId, email, userId: ownerId, passwordHash, updatedAt: now() });
  }
  if (payment) position = Math.max(position, (await handleCommand(svc.eventStore, payment as never)).position);
  return { accountId, position, codes: [code] };
}
