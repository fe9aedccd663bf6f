/** GraphQL documents of the routine calls, shared by the HTTP tests and the tenant-isolation suite. */
const ENTRY =
  'id exerciseId exercise { label value image { uri } } series reps weight time restTime notes rounds repetitions load timeText';
export const GROUP_FIELDS = `id workoutRoutineId name description coverUrl videoUrl audioUrl attachmentUrl ordering workouts { id name description checkinEnabled ordering timeText time_text exerciseWorkouts { ${ENTRY} } }`;
export const ROUTINE_FIELDS = `id name startDate endDate cycleType target commentEnable isDraft showOnlyOnScheduledDays usersTargetIds programIds weekDayIds workoutGroups { ${GROUP_FIELDS} }`;

export const SAVE_ROUTINE = `mutation($input: WorkoutRoutineInput!) { workoutGroupRoutine(input: $input) { status workoutRoutine { ${ROUTINE_FIELDS} } } }`;
export const SAVE_GROUP = `mutation($routineId: ID!, $group: WorkoutGroupInput!) { workoutGroupByRoutine(workoutRoutineId: $routineId, workoutGroup: $group) { status workoutGroup { ${GROUP_FIELDS} } workoutRoutine { id isDraft workoutGroups { id } } } }`;
export const ROUTINE = `query($id: ID!) { workoutRoutine(id: $id) { ${ROUTINE_FIELDS} } }`;
export const ROUTINES = '{ workoutRoutines { id name isDraft workoutGroups { id } } }';
export const GROUP = `query($id: ID!) { workoutGroup(id: $id) { ${GROUP_FIELDS} } }`;

const someId = '00000000-0000-4000-8000-000000000000';

/** A minimal valid call of every routine root field, for tenancy/tenantIsolation.int.test.ts. */
export const workoutRoutineAdminCalls: Record<string, { query: string; variables?: Record<string, unknown> }> = {
  workoutRoutines: { query: ROUTINES },
  workoutRoutine: { query: 'query($id: ID!) { workoutRoutine(id: $id) { id } }', variables: { id: someId } },
  workoutGroup: { query: 'query($id: ID!) { workoutGroup(id: $id) { id } }', variables: { id: someId } },
  workoutGroupRoutine: {
    query: 'mutation($input: WorkoutRoutineInput!) { workoutGroupRoutine(input: $input) { status } }',
    variables: { input: { name: 'Intrusa' } },
  },
  workoutGroupByRoutine: {
    query:
      'mutation($id: ID!, $g: WorkoutGroupInput!) { workoutGroupByRoutine(workoutRoutineId: $id, workoutGroup: $g) { status } }',
    variables: { id: someId, g: { name: 'Intruso' } },
  },
};
