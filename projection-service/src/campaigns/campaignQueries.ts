import { PAGE_SIZE, type CampaignDeliveryDoc, type CampaignDoc } from '@gym/contracts';
import type { DocumentStore } from '@gym/platform';
import type { Page } from '../students/studentQueries.ts';
import { CAMPAIGN_DELIVERIES } from './campaignDeliveriesProjection.ts';
import { CAMPAIGNS } from './campaignsProjection.ts';

const pageNumber = (page: number | null | undefined) => Math.max(1, Math.floor(page ?? 1));

/** `campaigns(page)`: the account's campaigns, newest first, 25 a page. */
export async function listCampaigns(
  docs: DocumentStore,
  accountId: string,
  options: { page?: number | null },
): Promise<Page<CampaignDoc>> {
  const page = pageNumber(options.page);
  const col = docs.collection<CampaignDoc>(CAMPAIGNS);
  const list = await col.find(
    { accountId },
    {
      sort: [
        ['createdAt', -1],
        ['id', -1],
      ],
      skip: (page - 1) * PAGE_SIZE,
      limit: PAGE_SIZE,
    },
  );
  const totalEntries = await col.count({ accountId });
  return { list, page, totalEntries, totalPages: Math.max(1, Math.ceil(totalEntries / PAGE_SIZE)) };
}

/** One campaign; null for another account's id. */
export async function getCampaign(docs: DocumentStore, accountId: string, id: string): Promise<CampaignDoc | null> {
  const doc = await docs.collection<CampaignDoc>(CAMPAIGNS).get(id);
  return doc && doc.accountId === accountId ? doc : null;
}

/** `campaignDeliveries(campaignId, page)`: newest first; empty for another account's campaign. */
export async function listCampaignDeliveries(
  docs: DocumentStore,
  accountId: string,
  campaignId: string,
  options: { page?: number | null },
): Promise<Page<CampaignDeliveryDoc>> {
  const page = pageNumber(options.page);
  const col = docs.collection<CampaignDeliveryDoc>(CAMPAIGN_DELIVERIES);
  const filter = { accountId, campaignId };
  const list = await col.find(filter, {
    sort: [
      ['at', -1],
      ['id', -1],
    ],
    skip: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const totalEntries = await col.count(filter);
  return { list, page, totalEntries, totalPages: Math.max(1, Math.ceil(totalEntries / PAGE_SIZE)) };
}
