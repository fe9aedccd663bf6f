import { gql, OfflineError, saved } from './api';
import type { Routine } from './workoutsLogic';

/**
 * The member's routines and records, from the member endpoint, kept in localStorage (like the week's classes)
 * so the last ones stay readable offline; Início's 'Treino de hoje' and the Treinos tab share one load.
 */
export interface BestRecord {
  readonly exercise: { readonly id: string };
  readonly unit: string;
  readonly best: { readonly value: number; readonly recordedOn: string };
}
export interface WorkoutsData {
  readonly routines: Routine[];
  readonly records: BestRecord[];
}

const EXERCISE =
  'id name description imageUrl animatedImageUrl videoUrl externalVideoUrl recordEnabled exerciseType recordUnit';
export const ROUTINES_QUERY = `{
  getUserWorkoutRoutines {
    id name startDate endDate cycleType weekDayIds
    workoutGroups { id name description coverUrl videoUrl externalVideoUrl
      workouts { id name description timeText exerciseWorkouts { id series reps weight time restTime notes exercise { ${EXERCISE} } } } }
  }
  myPersonalRecords { exercise { id } unit best { value recordedOn } }
}`;

export const savedWorkouts = (): WorkoutsData | null => saved.get<WorkoutsData>('workouts');

let inFlight: Promise<{ data: WorkoutsData; offline: boolean }> | null = null;

/**
 * The network's answer (saved for offline), or the saved one with offline: true when the network is out.
 * Calls made while one is under way share it unless `fresh` (after a record is saved).
 */
export function loadWorkouts(fresh = false): Promise<{ data: WorkoutsData; offline: boolean }> {
  if (inFlight && !fresh) return inFlight;
  inFlight = gql<{ getUserWorkoutRoutines: Routine[]; myPersonalRecords: BestRecord[] }>(ROUTINES_QUERY)
    .then((r) => {
      const data = { routines: r.getUserWorkoutRoutines, records: r.myPersonalRecords };
      saved.set('workouts', data);
      inFlight = null;
      return { data, offline: false };
    })
    .catch((e: unknown) => {
      inFlight = null;
      const last = savedWorkouts();
      if (e instanceof OfflineError && last) return { data: last, offline: true };
      throw e;
    });
  return inFlight;
}

/** The group Início asked the Treinos tab to open ('Ver treino'). */
export const opening = { routineId: '', groupId: '' };

/** The console's record command on the member's side (setMyPersonalRecord): whether it is a new best. */
export async function saveRecord(exerciseId: string, value: number): Promise<boolean> {
  const r = await gql<{ setMyPersonalRecord: { isPersonalBest: boolean } }>(
    'mutation($e: ID!, $v: Float!) { setMyPersonalRecord(exerciseId: $e, value: $v) { status isPersonalBest } }',
    { e: exerciseId, v: value },
  );
  return r.setMyPersonalRecord.isPersonalBest;
}
