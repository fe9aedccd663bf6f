/**
 * Spec 001 'Workout routine screens': workoutGroupRoutine and workoutGroupByRoutine create or update a
 * routine and its groups (the spec shows no payload: the variables are the entity fields of section 3);
 * workoutRoutines, workoutRoutine and workoutGroup (ours) read them. Uses ExerciseMedia of exercisesSdl.
 */
export const workoutRoutinesAdminSdl = /* GraphQL */ `
  type WorkoutExerciseOption {
    "The exercise's name."
    label: String!
    "The exercise's id."
    value: ID!
    animatedImage: ExerciseMedia
    image: ExerciseMedia
  }

  type ExerciseWorkout {
    id: ID!
    exerciseId: ID!
    "Null when the exercise is no longer visible to the account."
    exercise: WorkoutExerciseOption
    series: String!
    reps: String!
    weight: String!
    "Seconds when it was typed as minutes:seconds."
    time: String!
    restTime: String!
    notes: String!
    "Older alias of series."
    rounds: String!
    "Older alias of reps."
    repetitions: String!
    "Older alias of weight."
    load: String!
    "Older alias of time."
    timeText: String!
  }

  type Workout {
    id: ID!
    name: String!
    checkinEnabled: Boolean!
    description: String!
    ordering: Int!
    "HH:MM"
    timeText: String!
    time_text: String!
    exerciseWorkouts: [ExerciseWorkout!]!
  }

  type WorkoutGroup {
    id: ID!
    workoutRoutineId: ID!
    name: String!
    description: String!
    coverUrl: String
    videoUrl: String
    externalVideoUrl: String
    audioUrl: String
    attachmentUrl: String
    ordering: Int!
    workouts: [Workout!]!
  }

  type WorkoutRoutine {
    id: ID!
    name: String!
    "yyyy-MM-dd"
    startDate: String!
    endDate: String
    "date or user"
    cycleType: String!
    "programs or users"
    target: String!
    commentEnable: Boolean!
    "Without groups a routine is a draft; with at least one it is published."
    isDraft: Boolean!
    showOnlyOnScheduledDays: Boolean!
    usersTargetIds: [ID!]!
    programIds: [ID!]!
    "0 = Sunday ... 6 = Saturday"
    weekDayIds: [Int!]!
    workoutGroups: [WorkoutGroup!]!
    createdAt: String!
    updatedAt: String!
  }

  input ExerciseWorkoutInput {
    id: ID
    tempId: String
    exerciseId: ID
    series: String
    reps: String
    weight: String
    time: String
    restTime: String
    notes: String
    rounds: String
    repetitions: String
    load: String
    timeText: String
    _destroy: Boolean
  }

  input WorkoutInput {
    id: ID
    tempId: String
    name: String
    checkinEnabled: Boolean
    description: String
    ordering: Int
    timeText: String
    time_text: String
    exerciseWorkouts: [ExerciseWorkoutInput!]
    _destroy: Boolean
  }

  input WorkoutGroupInput {
    id: ID
    tempId: String
    name: String
    description: String
    coverUrl: String
    videoUrl: String
    externalVideoUrl: String
    audioUrl: String
    attachmentUrl: String
    workouts: [WorkoutInput!]
    _destroy: Boolean
  }

  input WorkoutRoutineInput {
    id: ID
    name: String
    startDate: String
    endDate: String
    cycleType: String
    target: String
    commentEnable: Boolean
    showOnlyOnScheduledDays: Boolean
    usersTargetIds: [ID!]
    programIds: [ID!]
    weekDayIds: [Int!]
    "The groups in the editor's order; one with _destroy is removed, one left out is kept."
    workoutGroups: [WorkoutGroupInput!]
  }

  type WorkoutRoutinePayload {
    "'success' when saved."
    status: String!
    workoutRoutine: WorkoutRoutine!
  }

  type WorkoutGroupPayload {
    status: String!
    "Null when the group was removed (_destroy)."
    workoutGroup: WorkoutGroup
    workoutRoutine: WorkoutRoutine!
  }

  extend type Query {
    "The account's routines by name."
    workoutRoutines: [WorkoutRoutine!]!
    workoutRoutine(id: ID!): WorkoutRoutine
    "One group, for its preview page."
    workoutGroup(id: ID!): WorkoutGroup
  }

  extend type Mutation {
    "Creates (no id) or updates a routine and, when sent, its groups."
    workoutGroupRoutine(input: WorkoutRoutineInput!): WorkoutRoutinePayload!
    "Creates or updates one group of a routine (removes it with _destroy)."
    workoutGroupByRoutine(workoutRoutineId: ID!, workoutGroup: WorkoutGroupInput!): WorkoutGroupPayload!
  }
`;
