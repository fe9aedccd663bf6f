const rule = { enabled: true, points: 5 };
/** The points overview and CRM settings calls of the admin endpoint, for tenancy/tenantIsolation.int.test.ts. */
export const pointsOverviewAdminCalls: Record<string, { query: string; variables?: Record<string, unknown> }> = {
  pointsRanking: { query: '{ pointsRanking { totalEntries } }' },
  pointsMovements: { query: '{ pointsMovements { totalEntries } }' },
  crmSettings: { query: '{ crmSettings { checkin { enabled } } }' },
  updateCrmSettings: {
    query: 'mutation($input: CrmSettingsInput!) { updateCrmSettings(input: $input) { checkin { enabled } } }',
    variables: { input: { checkin: rule, review: rule, purchase: rule, record: rule } },
  },
};
