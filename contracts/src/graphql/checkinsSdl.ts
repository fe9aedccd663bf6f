import { programTypesSdl } from './programsSdl.ts';

/** Check-in types (spec 002), shared by the admin and account scopes (they use programTypesSdl's Coach). */
export const checkinTypesSdl = /* GraphQL */ `
  type CheckinRef {
    id: ID!
    name: String!
  }
  type CheckinClass {
    id: ID!
    baseDate: String!
    limit: Int
    startTime: String!
    endTime: String!
    coach: Coach
  }
  type CheckinUser {
    id: ID!
    fullName: String!
  }
  type Checkin {
    id: ID!
    date: String!
    status: String!
    deleteable: Boolean!
    noShow: Boolean!
    forced: Boolean!
    logs: [String!]!
    user: CheckinUser
    filial: CheckinRef
    program: CheckinRef
    class: CheckinClass
  }
  type CheckinsPage {
    list: [Checkin!]!
    page: Int!
    totalEntries: Int!
    totalPages: Int!
    "No-shows of the student (getUserCheckinHistory only)."
    noShows: Int!
  }
  type CheckinResult {
    message: String!
    status: String!
    checkin: Checkin
  }
`;

/** Check-ins, spec 002 'Check-ins' and 000 'Checkins' settings: admin scope. */
export const checkinsAdminSdl = /* GraphQL */ `
  ${checkinTypesSdl}
  type CheckinSettings {
    daysAheadCheckin: Int
    hoursAheadCheckin: Int
    hoursBeforeRemoveCheckin: Int
    minimumCheckinsGympass: Int
    minimumCheckinsToPoints: Int
    overdueToleranceDays: Int
    noShowLimit: Int
    noShowBlockDays: Int
  }
  input CheckinSettingsInput {
    daysAheadCheckin: Int
    hoursAheadCheckin: Int
    hoursBeforeRemoveCheckin: Int
    minimumCheckinsGympass: Int
    minimumCheckinsToPoints: Int
    overdueToleranceDays: Int
    noShowLimit: Int
    noShowBlockDays: Int
  }
  extend type Query {
    checkins(page: Int, date: String): CheckinsPage!
    getUserCheckinHistory(userId: ID!, page: Int): CheckinsPage!
    checkinSettings: CheckinSettings!
  }
  extend type Mutation {
    createOrUpdateCheckin(
      id: ID
      userId: ID
      name: String
      lastName: String
      email: String
      gender: String
      token: String
      forceCheckin: Boolean
      programClassId: ID!
      classDate: String
      waitlist: Boolean
    ): CheckinResult!
    deleteCheckin(id: ID!, force: Boolean): CheckinResult!
    markCheckinNoShow(id: ID!): CheckinResult!
    updateCheckinSettings(input: CheckinSettingsInput!): CheckinSettings!
  }
`;

/**
 * The member's side (the app, /{account}/graphql): book and cancel one's own check-ins inside the
 * account's rules, and read one's own history. Same operation names as the admin scope.
 */
export const checkinsMemberSdl = /* GraphQL */ `
  ${programTypesSdl}
  ${checkinTypesSdl}
  extend type Query {
    programs(filialId: ID): [Program!]!
    programClasses(programId: ID!): [ProgramClass!]!
    getUserCheckinHistory(userId: ID, page: Int): CheckinsPage!
  }
  extend type Mutation {
    createOrUpdateCheckin(programClassId: ID!, classDate: String, token: String, waitlist: Boolean): CheckinResult!
    deleteCheckin(id: ID!): CheckinResult!
  }
`;
