import { personalRecordInputSchema, STARTER_LIBRARY } from '@gym/contracts';
import { handleCommand, uuid } from '@gym/platform';
import { loadState } from '../aggregates.ts';
import { exerciseDecider } from '../exercises/exerciseDecider.ts';
import { exerciseStream } from '../exercises/exerciseHandlers.ts';
import { metadataOf, type Actor, type Services } from '../services.ts';
import { studentOf } from '../students/studentOf.ts';
import { parseInput } from '../validation.ts';
import { personalRecordDecider } from './personalRecordDecider.ts';

export const personalRecordStream = (studentId: string, exerciseId: string) =>
  `personalRecords-${studentId}-${exerciseId}`;

/** The product's calendar day (reports use -03:00). */
const todayInBrazil = (now: Date) => new Date(now.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);

/** A record for `studentId` (staff: any student of the account; member: themselves). */
export async function setPersonalRecord(
  svc: Services,
  actor: Actor,
  studentId: string,
  enteredBy: 'staff' | 'member',
  args: unknown,
) {
  const input = parseInput(personalRecordInputSchema, args, []);
  const exercise = await loadState(svc.eventStore, exerciseDecider, exerciseStream(input.exerciseId));
  const visible =
    exercise.status === 'exists' && (exercise.accountId === actor.accountId || exercise.accountId === STARTER_LIBRARY);
  const student = await studentOf(svc, actor.accountId, studentId);
  const now = svc.clock.now();
  const today = todayInBrazil(now);
  const recordId = uuid();
  const result = await handleCommand(svc.eventStore, {
    streamId: personalRecordStream(studentId, input.exerciseId),
    decider: personalRecordDecider,
    command: {
      type: 'SetPersonalRecord',
      data: {
        accountId: actor.accountId,
        recordId,
        studentId,
        exerciseId: input.exerciseId,
        value: input.value,
        recordedOn: input.recordedOn ?? today,
        today,
        enteredBy,
        enteredById: actor.userId,
        now: now.toISOString(),
        exercise: visible
          ? { recordEnabled: exercise.details.recordEnabled, exerciseType: exercise.details.exerciseType as never }
          : null,
        studentExists: student !== null,
      },
    },
    metadata: metadataOf(actor),
    eventIds: () => recordId,
  });
  return { position: result.position, event: result.events[0]?.data ?? null };
}
