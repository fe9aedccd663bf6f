import {
  coachCheckinInputSchema,
  coachCheckinMessages,
  programMessages,
  staffRoles,
  type StudentDoc,
} from '@gym/contracts';
import { handleCommand, NotFoundError, uuid, ValidationError } from '@gym/platform';
import { getProgram } from '@gym/projection-service';
import { metadataOf, type Actor, type Services } from '../services.ts';
import { studentOf } from '../students/studentOf.ts';
import { parseInput } from '../validation.ts';
import { coachCheckinDecider } from './coachCheckinDecider.ts';

export const coachCheckinStream = (coachCheckinId: string) => `coachCheckin-${coachCheckinId}`;

/** createCoachCheckin: records a class a coach gave; a coach records only their own. Answers what was recorded. */
export async function recordCoachClass(svc: Services, actor: Actor, member: StudentDoc | null, rawInput: unknown) {
  const input = parseInput(coachCheckinInputSchema, rawInput);
  if (member?.rule === 'coach' && input.coachId !== member.id)
    throw new ValidationError([{ path: ['input', 'coachId'], message: coachCheckinMessages.onlyOwn }]);
  // From the coach's stream: a coach saved while the projector is behind exists (issue 36).
  const coach = await studentOf(svc, actor.accountId, input.coachId);
  if (!coach || !staffRoles.includes(coach.rule))
    throw new ValidationError([{ path: ['input', 'coachId'], message: coachCheckinMessages.coachNotFound }]);
  const program = input.programId ? await getProgram(svc.documents, actor.accountId, input.programId) : null;
  if (input.programId && !program) throw new NotFoundError(programMessages.notFound);
  const id = uuid();
  const data = {
    accountId: actor.accountId,
    coachCheckinId: id,
    coachId: input.coachId,
    coachName: `${coach.profile.name} ${coach.profile.lastName}`.trim(),
    programId: program?.id ?? null,
    programName: program?.name ?? null,
    classDate: input.classDate,
    startTime: input.startTime,
    notes: input.notes,
    recordedBy: actor.userId,
    recordedAt: svc.clock.now().toISOString(),
  };
  const result = await handleCommand(svc.eventStore, {
    streamId: coachCheckinStream(id),
    decider: coachCheckinDecider,
    command: { type: 'RecordCoachClass', data },
    metadata: metadataOf(actor),
  });
  return { recorded: data, position: result.position };
}
