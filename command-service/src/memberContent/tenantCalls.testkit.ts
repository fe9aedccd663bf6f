/** A minimal valid call of every member-app content root field added by issue 25 item 2, for the tenant-isolation suite. */
export const memberContentMemberCalls: Record<string, { query: string; variables?: Record<string, unknown> }> = {
  getUserWorkoutRoutines: { query: '{ getUserWorkoutRoutines { id } }' },
};
