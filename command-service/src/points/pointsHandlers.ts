import { pointsMovementInputSchema, type PointsMovementRecorded } from '@gym/contracts';
import { handleCommand, uuid } from '@gym/platform';
import { loadState, streams } from '../aggregates.ts';
import { metadataOf, type Actor, type Services } from '../services.ts';
import { studentDecider } from '../students/studentDecider.ts';
import { parseInput } from '../validation.ts';
import { keyedQueue } from './keyedQueue.ts';
import { pointsDecider } from './pointsDecider.ts';

export const pointsStream = (studentId: string) => `points-${studentId}`;

const queue = keyedQueue();

/** newMovementPoints: validates, then records the movement on the student's points stream. */
export async function recordPointsMovement(svc: Services, actor: Actor, args: unknown): Promise<{ movement: PointsMovementRecorded['data']; position: number }> {
  const input = parseInput(pointsMovementInputSchema, args, []);
  const student = await loadState(svc.eventStore, studentDecider, streams.student(input.userId));
  const studentExists = student.status === 'registered' && student.accountId === actor.accountId;
  const movementId = uuid();
  const streamId = pointsStream(input.userId);
  return queue(streamId, async () => {
    const result = await handleCommand(svc.eventStore, {
      streamId,
      decider: pointsDecider,
      command: {
        type: 'RecordPointsMovement',
        data: { accountId: actor.accountId, studentId: input.userId, movementId, operation: input.operation, value: input.value, obs: input.obs, studentExists, now: svc.clock.now().toISOString() },
      },
      metadata: metadataOf(actor),
      // The movement id makes a re-append of the same movement a no-op.
      eventIds: () => movementId,
      maxRetries: 10,
    });
    const recorded = result.events[0];
    if (!recorded) throw new Error('points movement not recorded');
    return { movement: recorded.data as PointsMovementRecorded['data'], position: result.position };
  });
}
