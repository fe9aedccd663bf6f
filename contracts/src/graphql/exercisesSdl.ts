/** Spec 001 'Exercise library': getExercises(page, search) and setExercise (the form payload). */
const exerciseTypesSdl = /* GraphQL */ `
  type ExerciseMedia {
    uri: String
    uriOriginal: String
  }

  type ExerciseVideo {
    uri: String
  }

  type Exercise {
    id: ID!
    name: String!
    description: String!
    category: String
    image: ExerciseMedia
    animatedImage: ExerciseMedia
    video: ExerciseVideo
    externalVideoUrl: String
    muscleGroups: [String!]!
    equipment: [String!]!
    recordEnabled: Boolean!
    "carga, tempo, repeticao, distancia or calorias; null unless records are enabled."
    exerciseType: String
    "From the starter library every account sees (read-only)."
    starter: Boolean!
  }

  type ExercisesPage {
    list: [Exercise!]!
    page: Int!
    totalPages: Int!
    totalCount: Int!
  }

  extend type Query {
    "The account's exercises and the starter library, by name, 24 a page, searched in name, muscle groups and equipment."
    getExercises(page: Int, search: String): ExercisesPage!
    exercise(id: ID!): Exercise
  }
`;

export const exercisesAdminSdl = /* GraphQL */ `
  ${exerciseTypesSdl}

  type SetExercisePayload {
    "'success' when saved."
    status: String!
    exercise: Exercise
  }

  extend type Mutation {
    "Without id: a new exercise. With id: changes the fields sent (absent keeps, null or empty clears)."
    setExercise(
      id: ID
      name: String
      description: String
      category: String
      imageUrl: String
      animatedImageUrl: String
      videoUrl: String
      externalVideoUrl: String
      muscleGroups: [String!]
      equipment: [String!]
      recordEnabled: Boolean
      exerciseType: String
    ): SetExercisePayload!
  }
`;

export const exercisesMemberSdl = exerciseTypesSdl;
