import { STARTER_LIBRARY, type ExerciseDetails } from '@gym/contracts';
import { getExercise, getExercises } from '@gym/projection-service';
import type { Services } from '../services.ts';
import { actorOf } from '../tenancy/guard.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { setExercise } from './exerciseHandlers.ts';

const media = (url: string | null) => (url ? { uri: url, uriOriginal: url } : null);

/** The GraphQL shape of an exercise (spec 001 section 3: image and animatedImage with uri and uriOriginal). */
export function exerciseView(id: string, accountId: string, d: ExerciseDetails) {
  return {
    id,
    name: d.name,
    description: d.description,
    category: d.category,
    image: media(d.imageUrl),
    animatedImage: media(d.animatedImageUrl),
    video: d.videoUrl ? { uri: d.videoUrl } : null,
    externalVideoUrl: d.externalVideoUrl,
    muscleGroups: d.muscleGroups,
    equipment: d.equipment,
    recordEnabled: d.recordEnabled,
    exerciseType: d.exerciseType,
    starter: accountId === STARTER_LIBRARY,
  };
}

function exerciseResolvers(svc: Services) {
  return {
    async getExercises(args: { page?: number | null; search?: string | null }, ctx: RequestContext) {
      const page = await getExercises(svc.documents, actorOf(ctx).accountId, args);
      return { ...page, list: page.list.map((doc) => exerciseView(doc.id, doc.accountId, doc)) };
    },
    async exercise(args: { id: string }, ctx: RequestContext) {
      const doc = await getExercise(svc.documents, actorOf(ctx).accountId, args.id);
      return doc ? exerciseView(doc.id, doc.accountId, doc) : null;
    },
    async setExercise(args: unknown, ctx: RequestContext) {
      const actor = actorOf(ctx);
      const saved = await setExercise(svc, actor, args);
      await svc.readModelsReached(saved.position);
      return {
        status: 'success',
        exercise: saved.details ? exerciseView(saved.exerciseId, actor.accountId, saved.details) : null,
      };
    },
  };
}

/** The exercise fields with their access levels, spread into schemas.ts: staff author, members read. */
export function exerciseAdminOperations(svc: Services) {
  const r = exerciseResolvers(svc);
  return {
    getExercises: { access: 'staff', resolve: r.getExercises },
    exercise: { access: 'staff', resolve: r.exercise },
    setExercise: { access: 'staff', resolve: r.setExercise },
  } as const;
}

export function exerciseMemberOperations(svc: Services) {
  const r = exerciseResolvers(svc);
  return {
    getExercises: { access: 'member', resolve: r.getExercises },
    exercise: { access: 'member', resolve: r.exercise },
  } as const;
}
