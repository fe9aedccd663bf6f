import { setExerciseInputSchema, starterExercises, type ExerciseDetails } from '@gym/contracts';
import { handleCommand, uuid } from '@gym/platform';
import { metadataOf, type Actor, type Services } from '../services.ts';
import { parseInput } from '../validation.ts';
import { exerciseDecider } from './exerciseDecider.ts';

export const exerciseStream = (exerciseId: string) => `exercise-${exerciseId}`;

/** setExercise: creates (no id) or changes (id) an exercise of the actor's account. */
export async function setExercise(
  svc: Services,
  actor: Actor,
  args: unknown,
): Promise<{ exerciseId: string; details: ExerciseDetails | null; position: number }> {
  const { id, ...changes } = parseInput(setExerciseInputSchema, args, []);
  const exerciseId = id ?? uuid();
  const now = svc.clock.now().toISOString();
  const result = await handleCommand(svc.eventStore, {
    streamId: exerciseStream(exerciseId),
    decider: exerciseDecider,
    command: id
      ? { type: 'ChangeExercise', data: { accountId: actor.accountId, exerciseId, changes, now } }
      : { type: 'CreateExercise', data: { accountId: actor.accountId, exerciseId, changes, now } },
    metadata: metadataOf(actor),
  });
  const state = result.newState;
  return { exerciseId, details: state.status === 'exists' ? state.details : null, position: result.position };
}

/** Writes the starter library (idempotent: only what is missing or changed); run at every server start. */
export async function ensureStarterExercises(svc: Services): Promise<number> {
  let position = 0;
  const now = svc.clock.now().toISOString();
  for (const starter of starterExercises) {
    const result = await handleCommand(svc.eventStore, {
      streamId: exerciseStream(starter.id),
      decider: exerciseDecider,
      command: { type: 'EnsureStarterExercise', data: { exerciseId: starter.id, details: starter.details, now } },
      metadata: { accountId: 'starter', correlationId: 'starter-library' },
    });
    position = Math.max(position, result.position);
  }
  return position;
}
