import { uuid, type EventStore } from '@gym/platform';
/** GraphQL documents of the campaign API tests, and a minimal valid call of each root field. */
export const SAVE_CAMPAIGN = /* GraphQL */ `mutation($input: CampaignInput!) { createOrUpdateCampaign(input: $input) }`;
export const GET_CAMPAIGN = /* GraphQL */ `
  query($id: ID!) { campaign(id: $id) { id title description status activity templateType segmentValue frequency time notificationChannel senderEmail senderName toBcc createdAt } }
`;
export const LIST_CAMPAIGNS = /* GraphQL */ `query($page: Int) { campaigns(page: $page) { page totalEntries totalPages list { id title status activity createdAt } } }`;
export const LIST_DELIVERIES = /* GraphQL */ `
  query($campaignId: ID!, $page: Int) { campaignDeliveries(campaignId: $campaignId, page: $page) { totalEntries list { id studentId studentName channel recipient status error attempts at } } }
`;
export const LIST_OUTBOX = /* GraphQL */ `query($page: Int) { campaignOutbox(page: $page) { totalEntries list { id to bcc fromName fromEmail subject html sentAt } } }`;

const missing = '00000000-0000-4000-8000-000000000000';
export const campaignAdminCalls: Record<string, { query: string; variables?: Record<string, unknown> }> = {
  campaigns: { query: LIST_CAMPAIGNS },
  campaign: { query: GET_CAMPAIGN, variables: { id: missing } },
  campaignDeliveries: { query: LIST_DELIVERIES, variables: { campaignId: missing } },
  campaignOutbox: { query: LIST_OUTBOX },
  createOrUpdateCampaign: { query: SAVE_CAMPAIGN, variables: { input: { title: 'Intrusa', description: '<p>x</p>' } } },
};

/** Retries an assertion until it holds or the time is up (deliveries arrive asynchronously, through the bus). */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 8000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

/** Appends a CheckinRecorded of the student straight to the log, as the check-ins feature would. */
export async function recordCheckin(eventStore: EventStore, accountId: string, studentId: string): Promise<void> {
  const checkinId = uuid();
  await eventStore.appendToStream(
    `checkin-${checkinId}`,
    [
      {
        id: uuid(),
        type: 'CheckinRecorded',
        metadata: { accountId },
        data: {
          accountId,
          checkinId,
          studentId,
          branchId: 'b',
          programId: 'p',
          programClassId: 'pc',
          classDate: '2026-11-23',
          startTime: '07:00',
          status: 'validated',
          forced: false,
          recordedAt: new Date().toISOString(),
        },
      },
    ],
    { expectedRevision: 'no_stream' },
  );
}
