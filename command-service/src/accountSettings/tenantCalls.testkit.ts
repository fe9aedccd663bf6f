/** A minimal valid call of each admin root field of the settings screen (tenant and role tests). */
export const accountSettingsAdminCalls: Record<string, { query: string; variables?: Record<string, unknown> }> = {
  updateAccount: {
    query: 'mutation($input: AccountSettingsInput!) { updateAccount(input: $input) { account { id } } }',
    variables: { input: { name: 'Tomada de conta' } },
  },
};

/** Team ('Equipe') root fields. */
export const teamAdminCalls: Record<string, { query: string; variables?: Record<string, unknown> }> = {
  staff: { query: '{ staff { id } }' },
  updateStaff: {
    query: 'mutation($id: ID!) { updateStaff(id: $id, rule: "admin") { id } }',
    variables: { id: '00000000-0000-4000-8000-000000000000' },
  },
  removeStaff: {
    query: 'mutation($id: ID!) { removeStaff(id: $id) }',
    variables: { id: '00000000-0000-4000-8000-000000000000' },
  },
  inviteStaff: {
    query: 'mutation($input: StaffInviteInput!) { inviteStaff(input: $input) { id } }',
    variables: { input: { name: 'Intrusa', lastName: 'Silva', email: 'intrusa.equipe@exemplo.com.br', rule: 'admin' } },
  },
};

/** Coach check-ins root fields. */
export const coachCheckinAdminCalls: Record<string, { query: string; variables?: Record<string, unknown> }> = {
  coachCheckins: { query: '{ coachCheckins { totalEntries } }' },
  createCoachCheckin: {
    query: 'mutation($input: CoachCheckinInput!) { createCoachCheckin(input: $input) { id } }',
    variables: {
      input: { coachId: '00000000-0000-4000-8000-000000000000', classDate: '2026-11-24', startTime: '08:00' },
    },
  },
};
