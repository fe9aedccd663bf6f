import {
  operatorAccountInputSchema,
  defaultFeatures,
  messages,
  withoutAccents,
  type AccountSettings,
  type ValidOperatorAccountInput,
} from '@gym/contracts';
import { handleCommand, NotFoundError, uuid, ValidationError } from '@gym/platform';
import { hashPassword } from '../auth/passwords.ts';
import { loadState, streams } from '../aggregates.ts';
import type { Services } from '../services.ts';
import { minimalProfile, registerMember } from '../students/studentHandlers.ts';
import { parseInput } from '../validation.ts';
import { accountCodeDecider } from './accountCodeDecider.ts';
import { accountDecider } from './accountDecider.ts';
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
    // Faturamento: recorded only when sent (an explicit null clears it; the operator may).
    ...(input.accountBilling !== undefined ? { accountBilling: input.accountBilling } : {}),
    // The settings tabs the operator also saves (same payload as updateAccount); left out keeps them.
    ...definedOf(input, ['avatarUrl', 'athletesLabel', 'pointsLabel']),
    ...definedOf(input, ['registerEnabled', 'registerStatus', 'requiresPlanOnSignup'], false),
  };
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
    if (valid.code && valid.code !== state.code)
      throw new ValidationError([
        { path: ['input', 'code'], message: 'O código de uma conta existente não pode ser alterado' },
      ]);
    // The Payments tab's fields first: a refused one leaves the account unchanged.
    const paid = await applyPaymentSettings(svc, { accountId, userId: operatorId, correlationId }, input, 'operator');
    const result = await handleCommand(svc.eventStore, {
      streamId: streams.account(accountId),
      decider: accountDecider,
      command: {
        type: 'ChangeAccountSettings',
        data: { accountId, settings: mergeSettings(valid, state.settings), now: now(), scope: 'operator' },
      },
      metadata: { accountId, userId: operatorId, correlationId },
    });
    return { accountId, position: Math.max(paid, result.position) };
  }

  const accountId = uuid();
  const code = valid.code ?? slugify(valid.name);
  if (code.length < 2) throw new ValidationError([{ path: ['input', 'code'], message: messages.invalidAccountCode }]);
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
  return { accountId, position };
}
