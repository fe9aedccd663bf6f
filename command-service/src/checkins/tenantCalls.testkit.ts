/** A minimal valid call of every admin root field of this feature, for the tenant-isolation suite. */
const someId = '00000000-0000-4000-8000-000000000000';
export const checkinsFeatureAdminCalls: Record<string, { query: string; variables?: Record<string, unknown> }> = {
  filials: { query: '{ filials { id } }' },
  filial: { query: 'query($id: ID) { filial(id: $id) { id } }', variables: { id: someId } },
  zipcodeLookup: { query: '{ zipcodeLookup(zipcode: "01310100") { city } }' },
  createOrUpdateFilial: { query: 'mutation($input: FilialInput!) { createOrUpdateFilial(input: $input) { filial { id } } }', variables: { input: { name: 'Intrusa', filialType: 'online' } } },
  programs: { query: '{ programs { id } }' },
  program: { query: 'query($id: ID!) { program(id: $id) { id } }', variables: { id: someId } },
  programClasses: { query: 'query($id: ID!) { programClasses(programId: $id) { id } }', variables: { id: someId } },
  programSchedule: { query: 'query($id: ID!) { programSchedule(programId: $id) { date } }', variables: { id: someId } },
  coaches: { query: '{ coaches { id } }' },
  createOrUpdateProgram: { query: 'mutation($input: ProgramInput!) { createOrUpdateProgram(input: $input) { program { id } } }', variables: { input: { name: 'X', filialId: someId } } },
  deleteProgram: { query: 'mutation($id: ID!) { deleteProgram(id: $id) { program { id } } }', variables: { id: someId } },
  createOrUpdateProgramClass: {
    query: 'mutation($input: ProgramClassInput!) { createOrUpdateProgramClass(input: $input) { programClass { id } } }',
    variables: { input: { programId: someId, startTime: '10:00', endTime: '11:00', weekDays: [1] } },
  },
  deleteProgramClass: { query: 'mutation($id: ID!) { deleteProgramClass(id: $id) { programClass { id } } }', variables: { id: someId } },
  checkins: { query: '{ checkins { totalEntries } }' },
  getUserCheckinHistory: { query: 'query($id: ID!) { getUserCheckinHistory(userId: $id) { totalEntries } }', variables: { id: someId } },
  checkinSettings: { query: '{ checkinSettings { daysAheadCheckin } }' },
  createOrUpdateCheckin: { query: 'mutation($c: ID!, $u: ID) { createOrUpdateCheckin(programClassId: $c, userId: $u) { status } }', variables: { c: someId, u: someId } },
  deleteCheckin: { query: 'mutation($id: ID!) { deleteCheckin(id: $id) { status } }', variables: { id: someId } },
  markCheckinNoShow: { query: 'mutation($id: ID!) { markCheckinNoShow(id: $id) { status } }', variables: { id: someId } },
  updateCheckinSettings: { query: 'mutation { updateCheckinSettings(input: { daysAheadCheckin: 1 }) { daysAheadCheckin } }' },
};

/** The same for the account (member) endpoint. */
export const checkinsFeatureMemberCalls: Record<string, { query: string; variables?: Record<string, unknown> }> = {
  programs: { query: '{ programs { id } }' },
  programClasses: { query: 'query($id: ID!) { programClasses(programId: $id) { id } }', variables: { id: someId } },
  getUserCheckinHistory: { query: '{ getUserCheckinHistory { totalEntries } }' },
  createOrUpdateCheckin: { query: 'mutation($c: ID!) { createOrUpdateCheckin(programClassId: $c) { status } }', variables: { c: someId } },
  deleteCheckin: { query: 'mutation($id: ID!) { deleteCheckin(id: $id) { status } }', variables: { id: someId } },
};
