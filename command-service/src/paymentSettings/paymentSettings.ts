import {
  HIDDEN_SECRET,
  paymentSettingsInputSchema,
  type PaymentSettingsEvent,
  type ValidPaymentSettingsInput,
} from '@gym/contracts';
import { foldStream, handleCommand, type HandleCommandOptions } from '@gym/platform';
import { randomBytes } from 'node:crypto';
import { metadataOf, type Actor, type Services } from '../services.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { parseInput } from '../validation.ts';
import {
  paymentSettingsDecider,
  paymentSettingsStream,
  type PaymentSettingsChanges,
  type PaymentSettingsCommand,
  type PaymentSettingsState,
} from './paymentSettingsDecider.ts';

const paymentKeys = Object.keys(paymentSettingsInputSchema.shape) as (keyof ValidPaymentSettingsInput)[];

export async function loadPaymentSettings(svc: Services, accountId: string): Promise<PaymentSettingsState> {
  const stream = await svc.eventStore.readStream(paymentSettingsStream(accountId));
  return foldStream(paymentSettingsDecider, stream.events);
}

/** The plain captcha / second-provider secret of an account (sealed in the log), for the server's own calls. */
export const openSecret = (svc: Services, sealed: string | null): string | null =>
  sealed === null ? null : svc.secrets.open(sealed);

/**
 * The payment fields of an updateAccount / createOrUpdateAccount input as a command on the account's
 * `paymentSettings-` stream, or null when the input has none. The hidden-key placeholder (what the API
 * answers for a set secret) sent back means "unchanged"; secrets are sealed here, before the decider.
 */
export function paymentSettingsCommand(
  svc: Services,
  actor: Actor,
  input: unknown,
  scope: 'owner' | 'operator',
): HandleCommandOptions<PaymentSettingsCommand, PaymentSettingsEvent, PaymentSettingsState> | null {
  const raw = { ...((input ?? {}) as Record<string, unknown>) };
  for (const key of ['captchaSecretKey', 'secondProviderSecretKey'])
    if (raw[key] === HIDDEN_SECRET || raw[key] === '') delete raw[key];
  const given = Object.fromEntries(paymentKeys.filter((k) => raw[k] !== undefined).map((k) => [k, raw[k]]));
  if (Object.keys(given).length === 0) return null;
  const valid = parseInput(paymentSettingsInputSchema, given);
  const seal = (value: string | null | undefined) =>
    value === undefined ? undefined : value === null ? null : svc.secrets.seal(value);
  const changes: PaymentSettingsChanges = {
    securityCheckout: valid.securityCheckout ?? undefined,
    captchaSecretKey: seal(valid.captchaSecretKey),
    secondProviderEnabled: valid.secondProviderEnabled ?? undefined,
    secondProviderSecretKey: seal(valid.secondProviderSecretKey),
    preferredPayment: valid.preferredPayment,
  };
  return {
    streamId: paymentSettingsStream(actor.accountId),
    decider: paymentSettingsDecider,
    command: {
      type: 'ChangePaymentSettings',
      data: { accountId: actor.accountId, scope, changes, now: svc.clock.now().toISOString() },
    },
    metadata: metadataOf(actor),
  };
}

/** Records the payment fields of an input (operator saves through createOrUpdateAccount); the log position, or 0. */
export async function applyPaymentSettings(
  svc: Services,
  actor: Actor,
  input: unknown,
  scope: 'owner' | 'operator',
): Promise<number> {
  const command = paymentSettingsCommand(svc, actor, input, scope);
  if (!command) return 0;
  return (await handleCommand(svc.eventStore, command as never)).position;
}

/**
 * The account's webhook key at the second provider, in clear: generated once (32 random hex characters) the
 * first time anyone needs it, then stable (recorded sealed in the log; a second assignment records nothing).
 */
export async function ensureNotificationKey(svc: Services, actor: Actor): Promise<string> {
  const current = await loadPaymentSettings(svc, actor.accountId);
  if (current.notificationKey) return svc.secrets.open(current.notificationKey);
  const result = await handleCommand(svc.eventStore, {
    streamId: paymentSettingsStream(actor.accountId),
    decider: paymentSettingsDecider,
    command: {
      type: 'AssignNotificationKey',
      data: {
        accountId: actor.accountId,
        // Sealed before the decider, like the other secrets: the log and the bus never hold the webhook's credential.
        notificationKey: svc.secrets.seal(randomBytes(16).toString('hex')),
        now: svc.clock.now().toISOString(),
      },
    },
    metadata: metadataOf(actor),
  });
  return svc.secrets.open(result.newState.notificationKey!);
}

/** spec 000: `{payment host}/{account code}/mundipagg/{notification key}`; the payment host is where we are reached. */
export const paymentWebhookUrl = (svc: Services, code: string, key: string) =>
  `${svc.publicUrl()}/${encodeURIComponent(code)}/mundipagg/${key}`;

const isOperator = (ctx: RequestContext) => ctx.principal?.scope === 'alderaan' && ctx.principal.rule === 'operator';

/** The Account's payment fields, resolved only when asked for; secrets as the placeholder, the key for the operator only. */
export function paymentFieldsOf(svc: Services, doc: { id: string; code: string }, ctx: RequestContext) {
  let loaded: Promise<PaymentSettingsState> | null = null;
  const settings = () => (loaded ??= loadPaymentSettings(svc, doc.id));
  const notificationKey = async () =>
    isOperator(ctx)
      ? ensureNotificationKey(svc, {
          accountId: doc.id,
          userId: ctx.principal?.userId ?? null,
          correlationId: ctx.correlationId,
        })
      : null;
  return {
    securityCheckout: async () => (await settings()).securityCheckout,
    captchaSecretKey: async () => ((await settings()).captchaSecretKey ? HIDDEN_SECRET : null),
    secondProviderEnabled: async () => (await settings()).secondProviderEnabled,
    secondProviderSecretKey: async () => ((await settings()).secondProviderSecretKey ? HIDDEN_SECRET : null),
    preferredPayment: async () => (await settings()).preferredPayment,
    accountNotificationKey: notificationKey,
    paymentWebhookUrl: async () => {
      const key = await notificationKey();
      return key ? paymentWebhookUrl(svc, doc.code, key) : null;
    },
  };
}

// biome-ignore lint/suspicious/noExplicitAny: a list of resolvers each with its own args type; `unknown` would reject them (parameters are contravariant)
type Resolver = (args: any, ctx: RequestContext) => unknown;
type AccountLike = { id: string; code: string };
const isAccount = (value: unknown): value is AccountLike =>
  !!value && typeof value === 'object' && typeof (value as AccountLike).id === 'string' && 'code' in value;

/**
 * Wraps a root field answering an Account, an `{ account }` payload or an `{ list }` page of accounts so
 * each account carries the payment fields (resolved lazily, like withAccountStripeInfo).
 */
export function withPaymentSettings(svc: Services, resolve: Resolver) {
  const add = (account: unknown, ctx: RequestContext) =>
    isAccount(account) ? { ...account, ...paymentFieldsOf(svc, account, ctx) } : account;
  return async (args: unknown, ctx: RequestContext) => {
    const answer = await resolve(args, ctx);
    if (isAccount(answer)) return add(answer, ctx);
    if (answer && typeof answer === 'object') {
      const { account, list } = answer as { account?: unknown; list?: unknown };
      if (isAccount(account)) return { ...answer, account: add(account, ctx) };
      if (Array.isArray(list)) return { ...answer, list: list.map((a) => add(a, ctx)) };
    }
    return answer;
  };
}

/** The same operations with the named ones' answers carrying the payment fields. */
export function withPaymentSettingsOn<T extends Record<string, { resolve: Resolver }>>(
  svc: Services,
  operations: T,
  names: readonly (keyof T)[],
): T {
  const out: Record<string, { resolve: Resolver }> = { ...operations };
  for (const name of names) {
    const op = operations[name]!;
    out[name as string] = { ...op, resolve: withPaymentSettings(svc, op.resolve) };
  }
  return out as T;
}
