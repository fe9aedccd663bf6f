import {
  branchInputSchema,
  branchMessages,
  withoutAccents,
  type BranchFields,
  type ValidBranchInput,
} from '@gym/contracts';
import { deterministicId, handleCommand, NotFoundError, uuid, ValidationError } from '@gym/platform';
import { loadState } from '../aggregates.ts';
import { metadataOf, type Actor, type Services } from '../services.ts';
import { parseInput } from '../validation.ts';
import { isMasked } from '../security/secretBox.ts';
import { branchCodeDecider, branchDecider } from './branchDecider.ts';

export const branchStream = (branchId: string) => `branch-${branchId}`;
const codeStream = (accountId: string, code: string) => `branchCode-${deterministicId('branch-code', accountId, code)}`;

function toFields(input: ValidBranchInput): BranchFields {
  const { id: _id, code: _code, ...fields } = input;
  // An online branch has no address (spec: address fields only for place).
  if (fields.filialType === 'online') {
    return {
      ...fields,
      zipcode: null,
      street: null,
      number: null,
      complement: null,
      neighborhood: null,
      city: null,
      state: null,
    };
  }
  return fields;
}

const slug = (name: string) =>
  withoutAccents(name)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50) || 'filial';

async function claimCode(svc: Services, actor: Actor, code: string, branchId: string) {
  await handleCommand(svc.eventStore, {
    streamId: codeStream(actor.accountId, code),
    decider: branchCodeDecider,
    command: { type: 'ClaimBranchCode', data: { accountId: actor.accountId, code, branchId } },
    metadata: metadataOf(actor),
  });
}

/** A typed code must be free; a code made from the name takes the first free suffix (-2, -3 ...). */
async function claimNewCode(svc: Services, actor: Actor, input: ValidBranchInput, branchId: string): Promise<string> {
  if (input.code) {
    await claimCode(svc, actor, input.code, branchId);
    return input.code;
  }
  const base = slug(input.name);
  for (let n = 1; n <= 20; n++) {
    const code = n === 1 ? base : `${base}-${n}`;
    try {
      await claimCode(svc, actor, code, branchId);
      return code;
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
    }
  }
  throw new ValidationError([{ path: ['input', 'code'], message: branchMessages.codeTaken }]);
}

/** The branch fields that hold integration secrets: sealed at rest, masked when read. */
export const BRANCH_SECRETS = ['token', 'totalpassToken', 'totalpassBearerToken'] as const;

/**
 * Seals each secret the form sent; a masked value (what the API showed) or the same secret keeps
 * the stored one, so re-saving the form neither loses a secret nor records a change (issue 27).
 */
function sealSecrets(svc: Services, fields: BranchFields, current: BranchFields | null): BranchFields {
  const sealed: Record<string, string | null> = {};
  for (const field of BRANCH_SECRETS) {
    const sent = fields[field];
    const stored = current?.[field] ?? null;
    if (sent === null) sealed[field] = null;
    else if (stored !== null && (isMasked(sent) || svc.secrets.open(stored) === sent)) sealed[field] = stored;
    else sealed[field] = svc.secrets.seal(sent);
  }
  return { ...fields, ...sealed };
}

/** createOrUpdateFilial: the code is set once and read-only after (spec 000). */
export async function saveBranch(
  svc: Services,
  actor: Actor,
  input: unknown,
): Promise<{ branchId: string; position: number }> {
  const valid = parseInput(branchInputSchema, input);
  const current = valid.id ? await loadState(svc.eventStore, branchDecider, branchStream(valid.id)) : null;
  const fields = sealSecrets(
    svc,
    toFields(valid),
    current && current.status === 'active' && current.accountId === actor.accountId ? current.fields : null,
  );
  const now = svc.clock.now().toISOString();
  if (!valid.id) {
    const branchId = uuid();
    const code = await claimNewCode(svc, actor, valid, branchId);
    const result = await handleCommand(svc.eventStore, {
      streamId: branchStream(branchId),
      decider: branchDecider,
      command: { type: 'CreateBranch', data: { accountId: actor.accountId, branchId, code, fields, now } },
      metadata: metadataOf(actor),
    });
    return { branchId, position: result.position };
  }
  const result = await handleCommand(svc.eventStore, {
    streamId: branchStream(valid.id),
    decider: branchDecider,
    command: { type: 'ChangeBranch', data: { accountId: actor.accountId, branchId: valid.id, fields, now } },
    metadata: metadataOf(actor),
  });
  return { branchId: valid.id, position: result.position };
}

/** The write-side branch of this account, or NotFound (another account's id reads as missing). */
export async function branchOf(svc: Services, accountId: string, branchId: string) {
  const state = await loadState(svc.eventStore, branchDecider, branchStream(branchId));
  if (state.status !== 'active' || state.accountId !== accountId) throw new NotFoundError(branchMessages.notFound);
  return state;
}
