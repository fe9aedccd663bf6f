/** Coach check-ins (/admin/checkins/coach/new, /admin/checkins/coaches); ours: the spec names no call. */
export const coachCheckinsAdminSdl = /* GraphQL */ `
  type CoachCheckin {
    id: ID!
    coachId: ID!
    coachName: String!
    programId: ID
    programName: String
    classDate: String!
    startTime: String!
    notes: String
    recordedAt: String!
  }
  type CoachCheckinsPage {
    list: [CoachCheckin!]!
    page: Int!
    totalEntries: Int!
    totalPages: Int!
  }
  input CoachCheckinInput {
    coachId: ID!
    programId: ID
    classDate: String!
    startTime: String!
    notes: String
  }
  extend type Query {
    coachCheckins(page: Int, coachId: ID): CoachCheckinsPage!
  }
  extend type Mutation {
    createCoachCheckin(input: CoachCheckinInput!): CoachCheckin!
  }
`;
