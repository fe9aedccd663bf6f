import { planInputSchema, planMessages, programMessages, type PlanFields } from '@gym/contracts';
import { getProgram } from '@gym/projection-service';
import { handleCommand, NotFoundError, uuid, ValidationError } from '@gym/platform';
import { metadataOf, type Actor, type Services } from '../services.ts';
import { parseInput } from '../validation.ts';
import { planDecider } from './planDecider.ts';

export const planStream = (planId: string) => `plan-${planId}`;

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
export async function savePlan(svc: Services, actor: Actor, input: unknown): Promise<{ planId: string; position: number; created: boolean }> {
  const { id, ...fields } = parsePlan(input);
  // A plan names programs of its own account only (issue 27): an id of another account, or of none, is refused.
  const missing = [];
  for (const programId of fields.programIds) if (!(await getProgram(svc.documents, actor.accountId, programId))) missing.push(programId);
  if (missing.length) throw new ValidationError([{ path: ['input', 'programIds'], message: programMessages.notFound }]);
  const now = svc.clock.now().toISOString();
  const metadata = metadataOf(actor);
  if (!id) {
    const planId = uuid();
    const plan: PlanFields = { ...fields, code: codeOf(planId) };
    const result = await handleCommand(svc.eventStore, { streamId: planStream(planId), decider: planDecider, command: { type: 'CreatePlan', data: { accountId: actor.accountId, planId, plan, now } }, metadata });
    return { planId, position: result.position, created: true };
  }
  const result = await handleCommand(svc.eventStore, { streamId: planStream(id), decider: planDecider, command: { type: 'ChangePlan', data: { accountId: actor.accountId, planId: id, plan: fields, now } }, metadata });
  return { planId: id, position: result.position, created: false };
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
