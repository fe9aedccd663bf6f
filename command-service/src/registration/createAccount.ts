import {
  createAccountInputSchema,
  defaultFeaturesOf,
  messages,
  registrationMessages,
  type AccountSettings,
  type ValidCreateAccountInput,
} from '@gym/contracts';
import {
  canAppendToStreams,
  handleCommand,
  handleCommandsTogether,
  uuid,
  ValidationError,
  type EventMetadata,
} from '@gym/platform';
import { getStudent } from '@gym/projection-service';
import { accountCodeDecider } from '../accounts/accountCodeDecider.ts';
import { accountDecider, type AccountCommand } from '../accounts/accountDecider.ts';
import type { Principal } from '../auth/tokens.ts';
import { hashPassword } from '../auth/passwords.ts';
import { streams } from '../aggregates.ts';
import type { Services } from '../services.ts';
import { registerMember } from '../students/studentHandlers.ts';
import { parseInput } from '../validation.ts';
import { accountCodeCandidate } from './accountCode.ts';
import { checkAccountCategory } from '../accounts/accountCategories.ts';

/** How many codes (`name`, `name-2`, ...) are tried before giving up. */
const MAX_CODE_ATTEMPTS = 50;

export interface CreatedAccount {
  readonly accountId: string;
  readonly code: string;
  readonly name: string;
  readonly ownerId: string;
  readonly owner: { readonly name: string; readonly lastName: string; readonly email: string; readonly phone: string };
  readonly position: number;
  /** The owner login's hash, for the stamp of the token that signs them in (never answered). */
  readonly passwordHash: string;
}

/** The new account's settings: the owner's name, the wizard's area of activity and the defaults. */
export function settingsOfRegistration(input: ValidCreateAccountInput): AccountSettings {
  return {
    name: `${input.name} ${input.lastName}`,
    bio: null,
    status: 'ativado',
    visibility: 'public',
    accountType: input.accountType,
    category: input.category,
    subcategory: input.subcategory,
    features: [...defaultFeaturesOf(input.accountType)],
    senderEmail: null,
    senderName: null,
    phone: input.phone,
    city: input.city,
    state: input.state,
  };
}

/**
 * The password hash of the new owner's login: the typed password's, or, when the wizard hid the
 * password because a token was supplied, the hash of the signed-in user's own login (same person,
 * same password), so no secret crosses the wire twice.
 */
async function ownerPasswordHash(
  svc: Services,
  input: ValidCreateAccountInput,
  principal: Principal | null,
): Promise<string> {
  if (input.password) return hashPassword(input.password);
  if (principal && principal.scope !== 'alderaan') {
    const user = await getStudent(svc.documents, principal.scope, principal.userId);
    const credential = user ? await svc.credentials.get(principal.scope, user.email) : null;
    if (credential) return credential.passwordHash;
  }
  throw new ValidationError([{ path: ['password'], message: registrationMessages.passwordOrToken }]);
}

function isCodeTaken(error: unknown): boolean {
  return error instanceof ValidationError && error.issues.some((f) => f.message === messages.accountCodeTaken);
}

/** Claims the first free code of the name and records the account, both in one append when the store can. */
async function claimCodeAndCreate(
  svc: Services,
  accountId: string,
  create: (code: string) => AccountCommand,
  metadata: EventMetadata,
  name: string,
) {
  for (let n = 1; n <= MAX_CODE_ATTEMPTS; n++) {
    const code = accountCodeCandidate(name, n, Math.random());
    const claim = {
      streamId: streams.accountCode(code),
      decider: accountCodeDecider,
      command: { type: 'ClaimAccountCode' as const, data: { code, accountId } },
      metadata,
    };
    const record = { streamId: streams.account(accountId), decider: accountDecider, command: create(code), metadata };
    try {
      if (canAppendToStreams(svc.eventStore)) {
        const [, created] = await handleCommandsTogether(svc.eventStore, [claim, record]);
        return { code, position: created!.position };
      }
      await handleCommand(svc.eventStore, claim);
      const created = await handleCommand(svc.eventStore, record);
      return { code, position: created.position };
    } catch (error) {
      // Someone owns this code (perhaps a racer who typed the same name a moment earlier): next one.
      if (isCodeTaken(error)) continue;
      throw error;
    }
  }
  throw new ValidationError([{ path: ['name'], message: messages.accountCodeTaken }]);
}

/**
 * createAccount (spec 000, the public wizard): a new personal (or, issue 35, gym) account named after its owner, with a
 * code derived from the name and unique, the default features, and its owner registered as the
 * account's admin with a login.
 */
export async function createAccount(
  svc: Services,
  principal: Principal | null,
  correlationId: string,
  input: unknown,
): Promise<CreatedAccount> {
  const valid = parseInput(createAccountInputSchema, input, []);
  // The wizard's lists are the operator's categories: a code outside them, or a subcategory of another, is refused.
  await checkAccountCategory(svc, valid.category, valid.subcategory);
  const passwordHash = await ownerPasswordHash(svc, valid, principal);
  const accountId = uuid();
  const ownerId = uuid();
  const now = svc.clock.now().toISOString();
  const settings = settingsOfRegistration(valid);
  const registration = {
    atuationType: valid.atuationType,
    cref: valid.cref,
    zipcode: valid.zipcode,
    street: valid.street,
    number: valid.number,
    complement: valid.complement,
    neighborhood: valid.neighborhood,
    avatar: valid.avatar,
  };
  const metadata = { accountId, userId: ownerId, correlationId };
  const { code } = await claimCodeAndCreate(
    svc,
    accountId,
    (candidate) => ({ type: 'CreateAccount', data: { accountId, code: candidate, settings, now, registration } }),
    metadata,
    settings.name,
  );
  const position = await registerMember(
    svc,
    { accountId, userId: ownerId, correlationId },
    {
      studentId: ownerId,
      rule: 'admin',
      origin: 'panel',
      profile: {
        name: valid.name,
        lastName: valid.lastName,
        email: valid.email,
        phone: valid.phone,
        cpf: valid.cpf,
        gender: '-',
        birthdate: null,
        gympassId: null,
        height: null,
        status: 'ativo',
        avatarUrl: valid.avatar,
      },
    },
  );
  await svc.credentials.put({ scope: accountId, email: valid.email, userId: ownerId, passwordHash, updatedAt: now });
  return {
    accountId,
    code,
    name: settings.name,
    ownerId,
    owner: { name: valid.name, lastName: valid.lastName, email: valid.email, phone: valid.phone },
    position,
    passwordHash,
  };
}
