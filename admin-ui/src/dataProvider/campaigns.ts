import { campaignMessages as m } from '@gym/contracts/campaigns/messages';
import { accountCode } from '../lib/env';
import { RequestError } from '../lib/graphqlRequest';
import { adminRequest, restRequest } from './request';
import type { Page, ResourceHandlers } from './types';

/** An automatic message (spec 002 'Mensagens Automáticas'): resource `campaigns`. */
export interface Campaign {
  id: string;
  title: string;
  description: string;
  status: string;
  activity: string;
  templateType: string;
  segmentValue: string | null;
  frequency: string;
  time: string | null;
  notificationChannel: string;
  senderEmail: string | null;
  senderName: string | null;
  toBcc: string | null;
  createdAt: string;
}
export interface Delivery {
  id: string;
  studentName: string;
  channel: string;
  recipient: string;
  status: string;
  error: string | null;
  attempts: number;
  at: string;
}
export interface OutboxMail {
  id: string;
  to: string[];
  bcc: string[];
  fromName: string | null;
  fromEmail: string | null;
  subject: string;
  html: string;
  sentAt: string;
}

const FIELDS =
  'id title description status activity templateType segmentValue frequency time notificationChannel senderEmail senderName toBcc createdAt';
const LIST = `query Campaigns($page: Int) { campaigns(page: $page) { page totalEntries totalPages list { ${FIELDS} } } }`;
const ONE = `query Campaign($id: ID!) { campaign(id: $id) { ${FIELDS} } }`;
const SAVE = 'mutation CreateOrUpdateCampaign($input: CampaignInput!) { createOrUpdateCampaign(input: $input) }';
const DELIVERIES = `query CampaignDeliveries($campaignId: ID!, $page: Int) {
  campaignDeliveries(campaignId: $campaignId, page: $page) { page totalEntries totalPages list { id studentName channel recipient status error attempts at } }
}`;
const OUTBOX = `query CampaignOutbox($page: Int) {
  campaignOutbox(page: $page) { page totalEntries totalPages list { id to bcc fromName fromEmail subject html sentAt } }
}`;

/** createOrUpdateCampaign answers the campaign's id. */
const save = (input: Record<string, unknown>) =>
  adminRequest<{ createOrUpdateCampaign: string }>(SAVE, { input }).then((d) => ({
    data: { ...input, id: d.createOrUpdateCampaign },
  }));

/** campaigns(page), campaign(id), createOrUpdateCampaign(input); deletion is REST (spec 002: delete method to campaigns/{id}). */
export const campaigns: ResourceHandlers = {
  getList: ({ pagination, signal }) =>
    adminRequest<{ campaigns: Page<Campaign> }>(LIST, { page: pagination?.page ?? 1 }, signal).then((d) => ({
      data: d.campaigns.list,
      total: d.campaigns.totalEntries,
      meta: { totalPages: d.campaigns.totalPages },
    })),
  getOne: ({ id, signal }) =>
    adminRequest<{ campaign: Campaign | null }>(ONE, { id: String(id) }, signal).then((d) => {
      if (!d.campaign) throw new RequestError(m.notFound, 404, 'NOT_FOUND', {});
      return { data: d.campaign };
    }),
  create: ({ data }) => save(data),
  update: ({ data }) => save(data),
  delete: async ({ id, previousData }) => {
    await restRequest(`/${accountCode}/admin/campaigns/${encodeURIComponent(String(id))}`, 'DELETE', m.notFound);
    return { data: previousData ?? { id } };
  },
};

export const campaignMethods = {
  campaignDeliveries: (campaignId: string, page: number) =>
    adminRequest<{ campaignDeliveries: Page<Delivery> }>(DELIVERIES, { campaignId, page }).then(
      (d) => d.campaignDeliveries,
    ),
  campaignOutbox: (page: number) =>
    adminRequest<{ campaignOutbox: Page<OutboxMail> }>(OUTBOX, { page }).then((d) => d.campaignOutbox),
};
