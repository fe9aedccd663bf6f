/** Types of programs and class schedules (spec 001), shared by the admin and account scopes. */
export const programTypesSdl = /* GraphQL */ `
  type ProgramFilial {
    id: ID!
    name: String!
  }
  type ProgramCourse {
    name: String!
  }
  type Program {
    id: ID!
    code: String
    name: String!
    filialId: ID!
    filial: ProgramFilial
    courses: [ProgramCourse!]!
    passTypeNumber: String
    "The gym-pass product id of the program (spec field programId)."
    programId: String
    maximumCheckinsPerDay: Int
  }
  input ProgramInput {
    id: ID
    code: String
    name: String
    filialId: ID
    maximumCheckinsPerDay: Int
    passTypeNumber: String
    programId: String
  }
  type ProgramPayload {
    program: Program!
  }
  type WeekDay {
    id: ID!
    value: Int!
    label: String!
  }
  type Coach {
    id: ID!
    fullName: String!
    shortName: String!
    avatar: String
    email: String!
  }
  type ProgramClass {
    id: ID!
    programId: ID!
    startTime: String!
    endTime: String!
    limit: Int
    userId: ID
    coach: Coach
    weekDays: [WeekDay!]!
  }
  input ClassDayInput {
    id: ID
    weekDayId: ID
    value: Int!
    _destroy: Boolean
  }
  input ProgramClassInput {
    id: ID
    programId: ID!
    startTime: String
    endTime: String
    limit: Int
    userId: ID
    weekDays: [Int!]
    classDays: [ClassDayInput!]
  }
  type ProgramClassPayload {
    programClass: ProgramClass!
  }
  "One class on one date: the detail page's next 7 days."
  type ClassOccurrence {
    date: String!
    programClass: ProgramClass!
    checkins: Int!
    waitlist: Int!
  }
`;

/** Programs and class schedules, spec 001 'Program screens': admin scope. */
export const programsAdminSdl = /* GraphQL */ `
  ${programTypesSdl}
  extend type Query {
    programs(filialId: ID): [Program!]!
    program(id: ID!): Program
    programClasses(programId: ID!): [ProgramClass!]!
    programSchedule(programId: ID!, days: Int): [ClassOccurrence!]!
    coaches: [Coach!]!
  }
  extend type Mutation {
    createOrUpdateProgram(input: ProgramInput!): ProgramPayload!
    deleteProgram(id: ID!): ProgramPayload!
    createOrUpdateProgramClass(input: ProgramClassInput!): ProgramClassPayload!
    deleteProgramClass(id: ID!): ProgramClassPayload!
  }
`;
