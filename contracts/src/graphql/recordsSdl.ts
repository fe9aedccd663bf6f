/** Personal records (issue 19; the spec names the feature, the calls are ours): staff on the admin endpoint, the member on the account endpoint. */
const recordTypesSdl = /* GraphQL */ `
  type PersonalRecordEntry {
    id: ID!
    value: Float!
    "yyyy-MM-dd"
    recordedOn: String!
    "staff or member"
    enteredBy: String!
  }

  type PersonalRecordExercise {
    id: ID!
    name: String!
  }

  "A student's records on one exercise: the best and the history, newest first."
  type PersonalRecords {
    exercise: PersonalRecordExercise!
    "carga, tempo, repeticao, distancia or calorias"
    exerciseType: String!
    "kg, s, reps, m or kcal"
    unit: String!
    best: PersonalRecordEntry!
    history: [PersonalRecordEntry!]!
  }

  type PersonalRecordPayload {
    status: String!
    isPersonalBest: Boolean!
  }
`;

export const recordsAdminSdl = /* GraphQL */ `
  ${recordTypesSdl}
  extend type Query {
    getPersonalRecords(userId: ID!): [PersonalRecords!]!
  }
  extend type Mutation {
    "value in the exercise type's unit; recordedOn: yyyy-MM-dd, today when absent."
    setPersonalRecord(userId: ID!, exerciseId: ID!, value: Float!, recordedOn: String): PersonalRecordPayload!
  }
`;

export const recordsMemberSdl = /* GraphQL */ `
  ${recordTypesSdl}
  extend type Query {
    myPersonalRecords: [PersonalRecords!]!
  }
  extend type Mutation {
    setMyPersonalRecord(exerciseId: ID!, value: Float!, recordedOn: String): PersonalRecordPayload!
  }
`;
