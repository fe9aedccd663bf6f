/** The owner's account-plan and billing root fields (tenant and role tests). */
export const accountPlanAdminCalls: Record<string, { query: string; variables?: Record<string, unknown> }> = {
  accountSubscriptions: { query: '{ accountSubscriptions { id } }' },
  accountBillings: { query: '{ accountBillings { totalEntries } }' },
};
