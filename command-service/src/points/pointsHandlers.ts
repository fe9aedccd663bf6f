import { pointsMovementInputSchema, type PointsMovementRecorded } from '@gym/contracts';
import { handleCommand, uuid, WrongExpectedRevisionError } from '@gym/platform';
import { loadState, streams } from '../aggregates.ts';
import { metadataOf, type Actor, type Services } from '../services.ts';
import { studentDecider } from '../students/studentDecider.ts';
import { parseInput } from '../validation.ts';
import { foldCache } from './foldCache.ts';
import { keyedQueue } from './keyedQueue.ts';
import { pointsDecider, type PointsCommand, type PointsState } from './pointsDecider.ts';

export const pointsStream = (studentId: string) => `points-${studentId}`;

const queue = keyedQueue();
// One cache per event store: several servers (tests, benchmarks) may share this process.
const caches = new WeakMap<object, ReturnType<typeof foldCache<PointsState>>>();
const foldedOf = (svc: Services) => {
  let cache = caches.get(svc.eventStore);
  if (!cache) {
    cache = foldCache<PointsState>();
    caches.set(svc.eventStore, cache);
  }
  return cache;
};

type Recorded = { movement: PointsMovementRecorded['data']; position: number };

/** Decides on the cached fold and appends at its revision; null when the full read path must decide. */
async function tryCached(
  svc: Services,
  actor: Actor,
  streamId: string,
  command: PointsCommand,
): Promise<Recorded | null> {
  const folded = foldedOf(svc);
  const cached = folded.get(streamId);
  if (!cached) return null;
  let decided: ReturnType<typeof pointsDecider.decide>;
  try {
    decided = pointsDecider.decide(command, cached.state);
  } catch {
    return null; // a refusal must be decided on what is really stored
  }
  const event = decided[0];
  if (!event) return null;
  try {
    const result = await svc.eventStore.appendToStream(
      streamId,
      [{ id: command.data.movementId, type: event.type, data: event.data, metadata: metadataOf(actor) }],
      {
        expectedRevision: cached.revision,
      },
    );
    folded.set(streamId, pointsDecider.evolve(cached.state, event), result.nextExpectedRevision);
    return { movement: event.data, position: result.position };
  } catch (error) {
    if (!(error instanceof WrongExpectedRevisionError)) throw error;
    folded.delete(streamId);
    return null;
  }
}

/** newMovementPoints: validates, then records the movement on the student's points stream. */
export async function recordPointsMovement(
  svc: Services,
  actor: Actor,
  args: unknown,
): Promise<{ movement: PointsMovementRecorded['data']; position: number }> {
  const input = parseInput(pointsMovementInputSchema, args, []);
  const student = await loadState(svc.eventStore, studentDecider, streams.student(input.userId));
  const studentExists = student.status === 'registered' && student.accountId === actor.accountId;
  const movementId = uuid();
  const streamId = pointsStream(input.userId);
  const command: PointsCommand = {
    type: 'RecordPointsMovement',
    data: {
      accountId: actor.accountId,
      studentId: input.userId,
      movementId,
      operation: input.operation,
      value: input.value,
      obs: input.obs,
      studentExists,
      now: svc.clock.now().toISOString(),
    },
  };
  return queue(streamId, async () => {
    const fast = await tryCached(svc, actor, streamId, command);
    if (fast) return fast;
    const result = await handleCommand(svc.eventStore, {
      streamId,
      decider: pointsDecider,
      command,
      metadata: metadataOf(actor),
      // The movement id makes a re-append of the same movement a no-op.
      eventIds: () => movementId,
      maxRetries: 10,
    });
    foldedOf(svc).set(streamId, result.newState, result.nextExpectedRevision);
    const recorded = result.events[0];
    if (!recorded) throw new Error('points movement not recorded');
    return { movement: recorded.data as PointsMovementRecorded['data'], position: result.position };
  });
}
