import { campaignMessages as m } from '@gym/contracts/campaigns/messages';
import { endpoints, accountCode } from '../lib/env';
import { authHeaders, graphqlRequest, RequestError } from '../lib/graphqlRequest';

export interface Campaign {
  id: string; title: string; description: string; status: string; activity: string; templateType: string; segmentValue: string | null;
  frequency: string; time: string | null; notificationChannel: string; senderEmail: string | null; senderName: string | null; toBcc: string | null;
  createdAt: string;
}
export interface Page<T> { list: T[]; page: number; totalEntries: number; totalPages: number }
export interface Delivery { id: string; studentName: string; channel: string; recipient: string; status: string; error: string | null; attempts: number; at: string }
export interface OutboxMail { id: string; to: string[]; bcc: string[]; fromName: string | null; fromEmail: string | null; subject: string; html: string; sentAt: string }

const CAMPAIGN_FIELDS = 'id title description status activity templateType segmentValue frequency time notificationChannel senderEmail senderName toBcc createdAt';

export const campaignApi = {
  list: (page: number) =>
    graphqlRequest<{ campaigns: Page<Campaign> }>(endpoints.admin, `query($page: Int) { campaigns(page: $page) { page totalEntries totalPages list { ${CAMPAIGN_FIELDS} } } }`, { page })
      .then((d) => d.campaigns),
  get: (id: string) =>
    graphqlRequest<{ campaign: Campaign | null }>(endpoints.admin, `query($id: ID!) { campaign(id: $id) { ${CAMPAIGN_FIELDS} } }`, { id }).then((d) => {
      if (!d.campaign) throw new RequestError(m.notFound, 404, 'NOT_FOUND', {});
      return d.campaign;
    }),
  save: (input: Record<string, unknown>) =>
    graphqlRequest<{ createOrUpdateCampaign: string }>(endpoints.admin, 'mutation($input: CampaignInput!) { createOrUpdateCampaign(input: $input) }', { input })
      .then((d) => d.createOrUpdateCampaign),
  deliveries: (campaignId: string, page: number) =>
    graphqlRequest<{ campaignDeliveries: Page<Delivery> }>(endpoints.admin,
      'query($campaignId: ID!, $page: Int) { campaignDeliveries(campaignId: $campaignId, page: $page) { page totalEntries totalPages list { id studentName channel recipient status error attempts at } } }',
      { campaignId, page }).then((d) => d.campaignDeliveries),
  outbox: (page: number) =>
    graphqlRequest<{ campaignOutbox: Page<OutboxMail> }>(endpoints.admin,
      'query($page: Int) { campaignOutbox(page: $page) { page totalEntries totalPages list { id to bcc fromName fromEmail subject html sentAt } } }', { page })
      .then((d) => d.campaignOutbox),
  /** Spec 002: delete method to campaigns/{id}. */
  async remove(id: string): Promise<void> {
    const response = await fetch(`/${accountCode}/admin/campaigns/${encodeURIComponent(id)}`, {
      method: 'DELETE', credentials: 'include', headers: { Accept: 'application/json', ...authHeaders() },
    });
    if (response.ok) return;
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new RequestError(body?.error ?? m.notFound, response.status, response.status === 401 ? 'UNAUTHENTICATED' : null, {});
  },
};
