import { presignedUploadTypesSdl } from './uploadsSdl.ts';

/**
 * The operator's settings page (issue 21 item 2, issue 23): the Checkins tab's booking rules of the
 * account being edited, read with `accountCheckinSettings` and saved with createOrUpdateAccount (the
 * same fields as updateAccount's: numbers as strings, '' clears a limit).
 */
export const operatorSettingsSdl = /* GraphQL */ `
  type AccountCheckinSettings {
    daysAheadCheckin: Int
    hoursAheadCheckin: Int
    hoursBeforeRemoveCheckin: Int
    minimumCheckinsGympass: Int
    minimumCheckinsToPoints: Int
    overdueToleranceDays: Int
    noShowLimit: Int
    noShowBlockDays: Int
  }
  extend input AccountInput {
    daysAheadCheckin: String
    hoursAheadCheckin: String
    hoursBeforeRemoveCheckin: String
    minimumCheckinsGympass: String
    minimumCheckinsToPoints: String
    overdueToleranceDays: String
    noShowLimit: String
    noShowBlockDays: String
  }
  extend type Query {
    accountCheckinSettings(accountId: ID!): AccountCheckinSettings!
  }
  ${presignedUploadTypesSdl}
  extend type Mutation {
    "The photo of the account being edited: a presigned upload into that account's avatars folder."
    requestAccountAvatarUpload(accountId: ID!, filename: String!, contentType: String!): PresignedUploadPayload!
  }
`;
