/** A minimal valid call of every branch (filial) root field, for the tenant-isolation suite. */
const someId = '00000000-0000-4000-8000-000000000000';

export const branchAdminCalls: Record<string, { query: string; variables?: Record<string, unknown> }> = {
  filials: { query: '{ filials { id } }' },
  filial: { query: 'query($id: ID) { filial(id: $id) { id } }', variables: { id: someId } },
  zipcodeLookup: { query: '{ zipcodeLookup(zipcode: "01310100") { city } }' },
  createOrUpdateFilial: {
    query: 'mutation($input: FilialInput!) { createOrUpdateFilial(input: $input) { filial { id } } }',
    variables: { input: { name: 'Intrusa', filialType: 'online' } },
  },
};
