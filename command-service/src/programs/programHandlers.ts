import { programClassInputSchema, programInputSchema, programMessages, type ProgramFields } from '@gym/contracts';
import { handleCommand, NotFoundError, uuid, ValidationError } from '@gym/platform';
import { loadState } from '../aggregates.ts';
import { branchOf } from '../branches/branchHandlers.ts';
import { metadataOf, type Actor, type Services } from '../services.ts';
import { studentOf } from '../students/studentOf.ts';
import { parseInput } from '../validation.ts';
import { programClassDecider } from './programClassDecider.ts';
import { programDecider } from './programDecider.ts';

export const programStream = (programId: string) => `program-${programId}`;
export const programClassStream = (programClassId: string) => `programClass-${programClassId}`;

/** createOrUpdateProgram: name and branch required; the branch must be one of this account's. */
export async function saveProgram(
  svc: Services,
  actor: Actor,
  input: unknown,
): Promise<{ programId: string; position: number }> {
  const raw = input as { name?: unknown } | null;
  // Spec 001: the empty-name refusal carries the toast wording; the field shows 'Campo obrigatório'.
  if (!raw || typeof raw.name !== 'string' || !raw.name.trim()) {
    throw new ValidationError(
      [{ path: ['input', 'name'], message: programMessages.required }],
      programMessages.nameRequired,
    );
  }
  const valid = parseInput(programInputSchema, input);
  try {
    await branchOf(svc, actor.accountId, valid.filialId);
  } catch (error) {
    if (error instanceof NotFoundError)
      throw new ValidationError([{ path: ['input', 'filialId'], message: programMessages.branchNotFound }]);
    throw error;
  }
  const fields: ProgramFields = {
    name: valid.name,
    filialId: valid.filialId,
    maximumCheckinsPerDay: valid.maximumCheckinsPerDay,
    passTypeNumber: valid.passTypeNumber,
    passProgramId: valid.programId,
  };
  const now = svc.clock.now().toISOString();
  const programId = valid.id ?? uuid();
  const command = valid.id
    ? ({
        type: 'ChangeProgram',
        data: { accountId: actor.accountId, programId, code: valid.code, fields, now },
      } as const)
    : ({
        type: 'CreateProgram',
        data: { accountId: actor.accountId, programId, code: valid.code, fields, now },
      } as const);
  const result = await handleCommand(svc.eventStore, {
    streamId: programStream(programId),
    decider: programDecider,
    command,
    metadata: metadataOf(actor),
  });
  return { programId, position: result.position };
}

export async function deleteProgram(svc: Services, actor: Actor, programId: string): Promise<number> {
  const result = await handleCommand(svc.eventStore, {
    streamId: programStream(programId),
    decider: programDecider,
    command: {
      type: 'DeleteProgram',
      data: { accountId: actor.accountId, programId, now: svc.clock.now().toISOString() },
    },
    metadata: metadataOf(actor),
  });
  return result.position;
}

/** The write-side program of this account, or NotFound. */
export async function programOf(svc: Services, accountId: string, programId: string) {
  const state = await loadState(svc.eventStore, programDecider, programStream(programId));
  if (state.status !== 'active' || state.accountId !== accountId) throw new NotFoundError(programMessages.notFound);
  return state;
}

export async function programClassOf(svc: Services, accountId: string, programClassId: string) {
  const state = await loadState(svc.eventStore, programClassDecider, programClassStream(programClassId));
  if (state.status !== 'active' || state.accountId !== accountId)
    throw new NotFoundError(programMessages.classNotFound);
  return state;
}

/** createOrUpdateProgramClass: times HH:MM, at least one weekday, the coach a member of this account. */
export async function saveProgramClass(
  svc: Services,
  actor: Actor,
  input: unknown,
): Promise<{ programClassId: string; position: number }> {
  const valid = parseInput(programClassInputSchema, input);
  await programOf(svc, actor.accountId, valid.programId);
  if (valid.coachId && !(await studentOf(svc, actor.accountId, valid.coachId))) {
    throw new ValidationError([{ path: ['input', 'userId'], message: programMessages.coachNotFound }]);
  }
  const fields = {
    startTime: valid.startTime,
    endTime: valid.endTime,
    limit: valid.limit,
    coachId: valid.coachId,
    weekDays: valid.weekDays,
  };
  const now = svc.clock.now().toISOString();
  const programClassId = valid.id ?? uuid();
  const command = valid.id
    ? ({ type: 'ChangeClass', data: { accountId: actor.accountId, programClassId, fields, now } } as const)
    : ({
        type: 'ScheduleClass',
        data: { accountId: actor.accountId, programClassId, programId: valid.programId, fields, now },
      } as const);
  const result = await handleCommand(svc.eventStore, {
    streamId: programClassStream(programClassId),
    decider: programClassDecider,
    command,
    metadata: metadataOf(actor),
  });
  return { programClassId, position: result.position };
}

export async function deleteProgramClass(svc: Services, actor: Actor, programClassId: string): Promise<number> {
  const result = await handleCommand(svc.eventStore, {
    streamId: programClassStream(programClassId),
    decider: programClassDecider,
    command: {
      type: 'DeleteClass',
      data: { accountId: actor.accountId, programClassId, now: svc.clock.now().toISOString() },
    },
    metadata: metadataOf(actor),
  });
  return result.position;
}
