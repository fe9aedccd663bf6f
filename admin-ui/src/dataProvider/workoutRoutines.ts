import { adminRequest } from './request';
import { wholeList, type ResourceHandlers } from './types';
import type { ExerciseMedia } from './exercises';

/** Spec 001 'Select option': an exercise as the row and the search select show it. */
export interface ExerciseOption {
  readonly label: string;
  readonly value: string;
  readonly animatedImage: ExerciseMedia | null;
  readonly image: ExerciseMedia | null;
}

export interface ExerciseWorkout {
  readonly id: string;
  readonly exerciseId: string;
  readonly exercise: ExerciseOption | null;
  readonly series: string;
  readonly reps: string;
  readonly weight: string;
  readonly time: string;
  readonly restTime: string;
  readonly notes: string;
}

export interface Workout {
  readonly id: string;
  readonly name: string;
  readonly checkinEnabled: boolean;
  readonly description: string;
  readonly ordering: number;
  readonly timeText: string;
  readonly exerciseWorkouts: ExerciseWorkout[];
}

export interface WorkoutGroup {
  readonly id: string;
  readonly workoutRoutineId: string;
  readonly name: string;
  readonly description: string;
  readonly coverUrl: string | null;
  readonly videoUrl: string | null;
  readonly externalVideoUrl: string | null;
  readonly audioUrl: string | null;
  readonly attachmentUrl: string | null;
  readonly ordering: number;
  readonly workouts: Workout[];
}

export interface WorkoutRoutine {
  readonly id: string;
  readonly name: string;
  readonly startDate: string;
  readonly endDate: string | null;
  readonly cycleType: 'date' | 'user';
  readonly target: 'programs' | 'users';
  readonly commentEnable: boolean;
  readonly isDraft: boolean;
  readonly showOnlyOnScheduledDays: boolean;
  readonly usersTargetIds: string[];
  readonly programIds: string[];
  readonly weekDayIds: number[];
  readonly workoutGroups: WorkoutGroup[];
}

/** What the editor sends: ids of saved items, tempIds of new ones, `_destroy` on removed ones. */
export interface ExerciseWorkoutInput {
  id?: string;
  tempId?: string;
  exerciseId?: string;
  series?: string;
  reps?: string;
  weight?: string;
  time?: string;
  restTime?: string;
  notes?: string;
  // the older alias names, written too (spec 001 section 3)
  rounds?: string;
  repetitions?: string;
  load?: string;
  timeText?: string;
  _destroy?: boolean;
}
export interface WorkoutInput {
  id?: string;
  tempId?: string;
  name?: string;
  checkinEnabled?: boolean;
  description?: string;
  ordering?: number;
  timeText?: string;
  exerciseWorkouts?: ExerciseWorkoutInput[];
  _destroy?: boolean;
}
export interface WorkoutGroupInput {
  id?: string;
  tempId?: string;
  name?: string;
  description?: string;
  coverUrl?: string | null;
  videoUrl?: string | null;
  externalVideoUrl?: string | null;
  audioUrl?: string | null;
  attachmentUrl?: string | null;
  workouts?: WorkoutInput[];
  _destroy?: boolean;
}
export interface WorkoutRoutineInput {
  id?: string;
  name?: string;
  startDate?: string | null;
  endDate?: string | null;
  cycleType?: string;
  target?: string;
  commentEnable?: boolean;
  showOnlyOnScheduledDays?: boolean;
  usersTargetIds?: string[];
  programIds?: string[];
  weekDayIds?: number[];
  workoutGroups?: WorkoutGroupInput[];
}

const MEDIA = 'uri uriOriginal';
const ENTRY = `id exerciseId exercise { label value animatedImage { ${MEDIA} } image { ${MEDIA} } } series reps weight time restTime notes`;
const GROUP = `id workoutRoutineId name description coverUrl videoUrl externalVideoUrl audioUrl attachmentUrl ordering workouts { id name checkinEnabled description ordering timeText exerciseWorkouts { ${ENTRY} } }`;
const ROUTINE = `id name startDate endDate cycleType target commentEnable isDraft showOnlyOnScheduledDays usersTargetIds programIds weekDayIds workoutGroups { ${GROUP} }`;

export interface StudentOption {
  readonly id: string;
  readonly name: string;
  readonly email: string | null;
}

export const workoutRoutineMethods = {
  listWorkoutRoutines: () =>
    adminRequest<{ workoutRoutines: WorkoutRoutine[] }>(
      `query WorkoutRoutines { workoutRoutines { ${ROUTINE} } }`,
    ).then((r) => r.workoutRoutines),
  getWorkoutRoutine: (id: string) =>
    adminRequest<{ workoutRoutine: WorkoutRoutine | null }>(
      `query WorkoutRoutine($id: ID!) { workoutRoutine(id: $id) { ${ROUTINE} } }`,
      { id },
    ).then((r) => r.workoutRoutine),
  getWorkoutGroup: (id: string) =>
    adminRequest<{ workoutGroup: WorkoutGroup | null }>(
      `query WorkoutGroup($id: ID!) { workoutGroup(id: $id) { ${GROUP} } }`,
      { id },
    ).then((r) => r.workoutGroup),
  /** workoutGroupRoutine: the configuration step, and with the groups the 'Publicar alterações' save. */
  saveWorkoutRoutine: async (input: WorkoutRoutineInput) => {
    const r = await adminRequest<{ workoutGroupRoutine: { status: string; workoutRoutine: WorkoutRoutine } }>(
      `mutation WorkoutGroupRoutine($input: WorkoutRoutineInput!) { workoutGroupRoutine(input: $input) { status workoutRoutine { ${ROUTINE} } } }`,
      { input },
    );
    if (r.workoutGroupRoutine.status !== 'success')
      throw new Error(`workoutGroupRoutine: ${r.workoutGroupRoutine.status}`);
    return r.workoutGroupRoutine.workoutRoutine;
  },
  /** workoutGroupByRoutine: one group of a saved routine. */
  saveWorkoutGroup: async (workoutRoutineId: string, workoutGroup: WorkoutGroupInput) => {
    const r = await adminRequest<{
      workoutGroupByRoutine: { status: string; workoutGroup: WorkoutGroup | null; workoutRoutine: WorkoutRoutine };
    }>(
      `mutation WorkoutGroupByRoutine($id: ID!, $group: WorkoutGroupInput!) { workoutGroupByRoutine(workoutRoutineId: $id, workoutGroup: $group) { status workoutGroup { ${GROUP} } workoutRoutine { ${ROUTINE} } } }`,
      { id: workoutRoutineId, group: workoutGroup },
    );
    return r.workoutGroupByRoutine;
  },
  /** The routine's target users: the account's members by name (search from 3 typed characters). */
  searchRoutineUsers: (search: string) =>
    adminRequest<{ alunos: { list: { id: string; name: string; lastName: string | null; email: string | null }[] } }>(
      'query RoutineUsers($search: String) { alunos(page: 1, search: $search) { list { id name lastName email } } }',
      { search },
    ).then((r) =>
      r.alunos.list.map(
        (s): StudentOption => ({ id: s.id, name: [s.name, s.lastName].filter(Boolean).join(' '), email: s.email }),
      ),
    ),
  /** The names of the routine's chosen users, for the chips of a saved routine. */
  routineUsersByIds: (ids: string[]) =>
    Promise.all(
      ids.map((id) =>
        adminRequest<{ aluno: { id: string; name: string; lastName: string | null; email: string | null } | null }>(
          'query RoutineUser($id: ID!) { aluno(id: $id) { id name lastName email } }',
          { id },
        ).then(
          (r): StudentOption => ({
            id,
            name: r.aluno ? [r.aluno.name, r.aluno.lastName].filter(Boolean).join(' ') : id,
            email: r.aluno?.email ?? null,
          }),
        ),
      ),
    ),
};

/** Resource `workout-routines` (spec 001): workoutRoutines lists them all at once; the builder saves through its custom methods. */
export const workoutRoutines: ResourceHandlers = {
  getList: () => workoutRoutineMethods.listWorkoutRoutines().then(wholeList),
};
