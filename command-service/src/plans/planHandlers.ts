import { planInputSchema, planMessages, type PlanFields } from '@gym/contracts';
import { getProgram } from '@gym/projection-service';
import { handleCommand, NotFoundError, uuid, ValidationError } from '@gym/platform';
import { loadState, streams } from '../aggregates.ts';
import { metadataOf, type Actor, type Services } from '../services.ts';
import { parseInput } from '../validation.ts';
import { planDecider } from './planDecider.ts';

export const planStream = streams.plan;

/** A short, read-only code for the checkout address (spec 001: code is read-only). */
const codeOf = (planId: string) => planId.replace(/-/g, '').slice(0, 10);

/** A missing name answers with the spec's toast; the field keeps 'Nome é obrigatório'. */
function parsePlan(input: unknown) {
  try {
    return parseInput(planInputSchema, input);
  } catch (error) {
    if (error instanceof ValidationError && error.issues.some((i) => i.path.at(-1) === 'name')) {
      throw new ValidationError(error.issues, planMessages.planNameRequiredToast);
    }
    throw error;
  }
}

/**
 * createOrUpdatePlan: validates and normalises the plan (spec 001 section 5), then creates it or
 * records the change. The colour switch off sends color null, which the list shows in the default colour.
 */
export async function savePlan(
  svc: Services,
  actor: Actor,
  input: unknown,
): Promise<{ planId: string; position: number; created: boolean }> {
  const { id, ...fields } = parsePlan(withPlanPrograms(input));
  const viaPlanPrograms = Array.isArray((input as { planPrograms?: unknown } | null)?.planPrograms);
  await assertProgramsOfAccount(svc, actor.accountId, fields.programIds, viaPlanPrograms);
  const now = svc.clock.now().toISOString();
  const metadata = metadataOf(actor);
  if (!id) {
    const planId = uuid();
    const plan: PlanFields = { ...fields, code: codeOf(planId) };
    const result = await handleCommand(svc.eventStore, {
      streamId: planStream(planId),
      decider: planDecider,
      command: { type: 'CreatePlan', data: { accountId: actor.accountId, planId, plan, now } },
      metadata,
    });
    return { planId, position: result.position, created: true };
  }
  const current = await loadState(svc.eventStore, planDecider, planStream(id));
  const saved = current.status === 'none' ? {} : current.plan;
  const result = await handleCommand(svc.eventStore, {
    streamId: planStream(id),
    decider: planDecider,
    command: {
      type: 'ChangePlan',
      data: { accountId: actor.accountId, planId: id, plan: withKeptLimits(fields, saved), now },
    },
    metadata,
  });
  return { planId: id, position: result.position, created: false };
}

const LIMIT_KEYS = ['classesPerWeek', 'classesPerMonth', 'creditCheckins', 'creditValidDays'] as const;

/** The limits a caller left out keep their saved values (older forms and API callers never send them). */
function withKeptLimits<T extends Partial<Record<(typeof LIMIT_KEYS)[number], number | null | undefined>>>(
  fields: T,
  saved: Partial<Record<(typeof LIMIT_KEYS)[number], number | null | undefined>>,
): T {
  const next = { ...fields };
  for (const key of LIMIT_KEYS) if (next[key] === undefined) next[key] = saved[key] ?? null;
  return next;
}

/** Spec 001 planPrograms (id, programId, _destroy): the programs kept become the plan's programIds. */
function withPlanPrograms(input: unknown): unknown {
  const planPrograms = (input as { planPrograms?: unknown } | null)?.planPrograms;
  if (!Array.isArray(planPrograms)) return input;
  const kept = planPrograms
    .filter((p: { _destroy?: boolean | null }) => !p?._destroy)
    .map((p: { programId?: unknown }) => p?.programId);
  return { ...(input as object), programIds: kept };
}

/** Every program a plan gives access to must be one of the account's (another account's reads as missing). */
async function assertProgramsOfAccount(
  svc: Services,
  accountId: string,
  programIds: readonly string[],
  viaPlanPrograms: boolean,
): Promise<void> {
  for (const [index, programId] of programIds.entries()) {
    if (await getProgram(svc.documents, accountId, programId)) continue;
    // The error points at the field the client sent: the picker's entry, or the plain id list.
    const path = viaPlanPrograms ? ['input', 'planPrograms', index, 'programId'] : ['input', 'programIds'];
    throw new ValidationError([{ path, message: planMessages.programNotFound }]);
  }
}

export async function archivePlan(svc: Services, actor: Actor, planId: string): Promise<number> {
  if (!/^[0-9a-f-]{36}$/i.test(planId)) throw new NotFoundError(planMessages.planNotFound);
  const result = await handleCommand(svc.eventStore, {
    streamId: planStream(planId),
    decider: planDecider,
    command: { type: 'ArchivePlan', data: { accountId: actor.accountId, planId, now: svc.clock.now().toISOString() } },
    metadata: metadataOf(actor),
  });
  return result.position;
}
