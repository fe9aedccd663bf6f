/** The dashboard's admin calls, for tenancy/tenantIsolation.int.test.ts and the role matrix. */
export const dashboardAdminCalls: Record<string, { query: string; variables?: Record<string, unknown> }> = {
  dashboardCheckins: { query: '{ dashboardCheckins(days: 15) { totalCheckinsCurrentMonth } }' },
  dashboardComments: { query: '{ dashboardComments(days: 7) { lastDaysCommentsTotal } }' },
  dashboardUsers: { query: '{ dashboardUsers(days: 14) { lastDaysUserRelationshipsTotal } }' },
  dashboardPlans: { query: '{ dashboardPlans(days: 8) { lastDaysUserPlansTotal } }' },
};
