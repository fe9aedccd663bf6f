/** A minimal valid call of every program and class root field, for the tenant-isolation suite. */
const someId = '00000000-0000-4000-8000-000000000000';

export const programAdminCalls: Record<string, { query: string; variables?: Record<string, unknown> }> = {
  programs: { query: '{ programs { id } }' },
  program: { query: 'query($id: ID!) { program(id: $id) { id } }', variables: { id: someId } },
  programClasses: { query: 'query($id: ID!) { programClasses(programId: $id) { id } }', variables: { id: someId } },
  programSchedule: { query: 'query($id: ID!) { programSchedule(programId: $id) { date } }', variables: { id: someId } },
  coaches: { query: '{ coaches { id } }' },
  createOrUpdateProgram: {
    query: 'mutation($input: ProgramInput!) { createOrUpdateProgram(input: $input) { program { id } } }',
    variables: { input: { name: 'X', filialId: someId } },
  },
  deleteProgram: {
    query: 'mutation($id: ID!) { deleteProgram(id: $id) { program { id } } }',
    variables: { id: someId },
  },
  createOrUpdateProgramClass: {
    query: 'mutation($input: ProgramClassInput!) { createOrUpdateProgramClass(input: $input) { programClass { id } } }',
    variables: { input: { programId: someId, startTime: '10:00', endTime: '11:00', weekDays: [1] } },
  },
  deleteProgramClass: {
    query: 'mutation($id: ID!) { deleteProgramClass(id: $id) { programClass { id } } }',
    variables: { id: someId },
  },
};

/** The same for the account (member) endpoint. */
export const programMemberCalls: Record<string, { query: string; variables?: Record<string, unknown> }> = {
  programs: { query: '{ programs { id } }' },
  programClasses: { query: 'query($id: ID!) { programClasses(programId: $id) { id } }', variables: { id: someId } },
};
