/** A minimal valid call of every member-app root field added by issue 25, for the tenant-isolation suite. */
const someId = '00000000-0000-4000-8000-000000000000';

export const memberAppMemberCalls: Record<string, { query: string; variables?: Record<string, unknown> }> = {
  getUserPoints: { query: '{ getUserPoints { totalPoints } }' },
  programSchedule: {
    query: 'query($p: ID!) { programSchedule(programId: $p) { date } }',
    variables: { p: someId },
  },
  checkinQrCode: { query: '{ checkinQrCode { token } }' },
  appOpened: { query: 'mutation { appOpened }' },
  getUserInbox: { query: '{ getUserInbox { id } }' },
  sendReplyMessage: {
    query: 'mutation($m: ID!) { sendReplyMessage(messageId: $m, body: "Olá, tudo bem?") { id } }',
    variables: { m: someId },
  },
};

export const memberAppAdminCalls: Record<string, { query: string; variables?: Record<string, unknown> }> = {
  memberAppSummary: { query: '{ memberAppSummary { signedInThisMonth } }' },
  createCheckinFromQrCode: {
    query: 'mutation($t: String!, $c: ID!) { createCheckinFromQrCode(token: $t, programClassId: $c) { status } }',
    variables: { t: 'x.y', c: someId },
  },
};
