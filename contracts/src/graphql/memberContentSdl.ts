/**
 * The member app's workouts (issue 25 item 2) on /{account}/graphql: the published routines targeted at the
 * signed-in member or at the programs of their plans, each exercise with its media. Ours: the spec names no
 * member-side routine call. Records use recordsMemberSdl (myPersonalRecords / setMyPersonalRecord) and courses
 * coursesMemberSdl (courses / course, now limited to the member's plan).
 */
export const memberContentAccountSdl = /* GraphQL */ `
  type MemberExercise {
    id: ID!
    name: String!
    description: String!
    imageUrl: String
    animatedImageUrl: String
    videoUrl: String
    externalVideoUrl: String
    recordEnabled: Boolean!
    "carga, tempo, repeticao, distancia or calorias (records enabled only)"
    exerciseType: String
    "kg, s, reps, m or kcal"
    recordUnit: String
  }
  type MemberWorkoutEntry {
    id: ID!
    exercise: MemberExercise
    series: String!
    reps: String!
    weight: String!
    time: String!
    restTime: String!
    notes: String!
  }
  type MemberWorkoutBlock {
    id: ID!
    name: String!
    description: String!
    timeText: String!
    exerciseWorkouts: [MemberWorkoutEntry!]!
  }
  type MemberWorkoutGroup {
    id: ID!
    name: String!
    description: String!
    coverUrl: String
    videoUrl: String
    externalVideoUrl: String
    audioUrl: String
    attachmentUrl: String
    workouts: [MemberWorkoutBlock!]!
  }
  type MemberWorkoutRoutine {
    id: ID!
    name: String!
    startDate: String!
    endDate: String
    "date or user"
    cycleType: String!
    "programs or users"
    target: String!
    "0 = Sunday ... 6 = Saturday; empty = every day"
    weekDayIds: [Int!]!
    showOnlyOnScheduledDays: Boolean!
    workoutGroups: [MemberWorkoutGroup!]!
  }
  extend type Query {
    "The published routines of the signed-in member (theirs or their plans' programs), not ended; another member's id is refused."
    getUserWorkoutRoutines(userId: ID): [MemberWorkoutRoutine!]!
  }
`;
