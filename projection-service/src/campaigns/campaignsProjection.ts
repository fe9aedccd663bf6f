import type { CampaignCreated, CampaignDoc, CampaignUpdated } from '@gym/contracts';
import type { Projection, RecordedEvent } from '@gym/platform';

export const CAMPAIGNS = 'campaigns';

const byCampaignId = (event: RecordedEvent) => [(event.data as { campaignId: string }).campaignId];

/** Collection `campaigns`: the 'Mensagens Automáticas' list and form, newest first. */
export const campaignsProjection: Projection<CampaignDoc> = {
  collection: { name: CAMPAIGNS, indexes: [{ fields: ['accountId', 'createdAt', 'id'] }] },
  handlers: {
    CampaignCreated: {
      ids: byCampaignId,
      update: (doc, event) => {
        if (doc) return doc; // applied already
        const { data } = event as unknown as RecordedEvent<'CampaignCreated', CampaignCreated['data']>;
        return { id: data.campaignId, accountId: data.accountId, ...data.campaign, createdAt: data.createdAt, updatedAt: data.createdAt };
      },
    },
    CampaignUpdated: {
      ids: byCampaignId,
      update: (doc, event) => {
        if (!doc) return null;
        const { data } = event as unknown as RecordedEvent<'CampaignUpdated', CampaignUpdated['data']>;
        return { ...doc, ...data.campaign, updatedAt: data.updatedAt };
      },
    },
    CampaignDeleted: { ids: byCampaignId, update: () => null },
  },
};
