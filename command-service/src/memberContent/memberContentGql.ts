import { recordUnits, type ExerciseType, type WorkoutGroup, type WorkoutRoutineDoc } from '@gym/contracts';
import { getExercise } from '@gym/projection-service';
import type { Services } from '../services.ts';

type MemberExercise = {
  id: string;
  name: string;
  description: string;
  imageUrl: string | null;
  animatedImageUrl: string | null;
  videoUrl: string | null;
  externalVideoUrl: string | null;
  recordEnabled: boolean;
  exerciseType: string | null;
  recordUnit: string | null;
} | null;

/** The exercises of one answer, each read once however many workouts use it (resolved only when asked for). */
export function exerciseReader(svc: Services, accountId: string) {
  const cache = new Map<string, Promise<MemberExercise>>();
  return (id: string) => {
    if (!cache.has(id))
      cache.set(
        id,
        getExercise(svc.documents, accountId, id).then((doc) =>
          doc
            ? {
                id: doc.id,
                name: doc.name,
                description: doc.description,
                imageUrl: doc.imageUrl,
                animatedImageUrl: doc.animatedImageUrl,
                videoUrl: doc.videoUrl,
                externalVideoUrl: doc.externalVideoUrl,
                recordEnabled: doc.recordEnabled && !!doc.exerciseType,
                exerciseType: doc.exerciseType,
                recordUnit: doc.exerciseType ? (recordUnits[doc.exerciseType as ExerciseType] ?? null) : null,
              }
            : null,
        ),
      );
    return cache.get(id)!;
  };
}

type ExerciseOf = ReturnType<typeof exerciseReader>;

const groupView = (g: WorkoutGroup, exercise: ExerciseOf) => ({
  ...g,
  workouts: [...g.workouts]
    .sort((a, b) => a.ordering - b.ordering)
    .map((w) => ({
      ...w,
      exerciseWorkouts: w.exerciseWorkouts.map((e) => ({ ...e, exercise: () => exercise(e.exerciseId) })),
    })),
});

/** The member app's routine: its groups with the workouts in order and each exercise's details. */
export const toMemberRoutineGql = (r: WorkoutRoutineDoc, exercise: ExerciseOf) => ({
  id: r.id,
  name: r.name,
  startDate: r.startDate,
  endDate: r.endDate,
  cycleType: r.cycleType,
  target: r.target,
  weekDayIds: r.weekDayIds,
  showOnlyOnScheduledDays: r.showOnlyOnScheduledDays,
  workoutGroups: r.workoutGroups.map((g) => groupView(g, exercise)),
});
