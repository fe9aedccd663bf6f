/** A minimal valid call of every check-in root field, for the tenant-isolation suite. */
const someId = '00000000-0000-4000-8000-000000000000';

export const checkinAdminCalls: Record<string, { query: string; variables?: Record<string, unknown> }> = {
  checkins: { query: '{ checkins { totalEntries } }' },
  getUserCheckinHistory: {
    query: 'query($id: ID!) { getUserCheckinHistory(userId: $id) { totalEntries } }',
    variables: { id: someId },
  },
  checkinSettings: { query: '{ checkinSettings { daysAheadCheckin } }' },
  createOrUpdateCheckin: {
    query: 'mutation($c: ID!, $u: ID) { createOrUpdateCheckin(programClassId: $c, userId: $u) { status } }',
    variables: { c: someId, u: someId },
  },
  deleteCheckin: { query: 'mutation($id: ID!) { deleteCheckin(id: $id) { status } }', variables: { id: someId } },
  markCheckinNoShow: {
    query: 'mutation($id: ID!) { markCheckinNoShow(id: $id) { status } }',
    variables: { id: someId },
  },
  updateCheckinSettings: {
    query: 'mutation { updateCheckinSettings(input: { daysAheadCheckin: 1 }) { daysAheadCheckin } }',
  },
};

/** The same for the account (member) endpoint. */
export const checkinMemberCalls: Record<string, { query: string; variables?: Record<string, unknown> }> = {
  getUserCheckinHistory: { query: '{ getUserCheckinHistory { totalEntries } }' },
  createOrUpdateCheckin: {
    query: 'mutation($c: ID!) { createOrUpdateCheckin(programClassId: $c) { status } }',
    variables: { c: someId },
  },
  deleteCheckin: { query: 'mutation($id: ID!) { deleteCheckin(id: $id) { status } }', variables: { id: someId } },
};
