/** The staff messages call of the admin endpoint, for tenancy/tenantIsolation.int.test.ts. */
export const staffMessagesAdminCalls: Record<string, { query: string; variables?: Record<string, unknown> }> = {
  inboxThreads: { query: '{ inboxThreads { totalEntries list { id } } }' },
};
