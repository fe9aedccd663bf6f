const none = '00000000-0000-4000-8000-000000000000';
/** The record calls as the tenant-isolation suite makes them. */
export const recordAdminCalls = {
  getPersonalRecords: {
    query: 'query($id: ID!) { getPersonalRecords(userId: $id) { unit } }',
    variables: { id: none },
  },
  setPersonalRecord: {
    query:
      'mutation($id: ID!) { setPersonalRecord(userId: $id, exerciseId: "starter-supino-reto", value: 50) { status } }',
    variables: { id: none },
  },
};
export const recordMemberCalls = {
  myPersonalRecords: { query: '{ myPersonalRecords { unit } }' },
  setMyPersonalRecord: {
    query: 'mutation { setMyPersonalRecord(exerciseId: "starter-supino-reto", value: 50) { status } }',
  },
};
