import type { CampaignDoc } from '@gym/contracts';
import type { ReadModel } from '../readModel.ts';

export const CAMPAIGNS = 'campaigns';

const byCampaignId = (event: { data: { campaignId: string } }) => [event.data.campaignId];

/** Collection `campaigns`: the 'Mensagens Automáticas' list and form, newest first. */
export const campaignsProjection: ReadModel<CampaignDoc> = {
  collection: { name: CAMPAIGNS, indexes: [{ fields: ['accountId', 'createdAt', 'id'] }] },
  handlers: {
    CampaignCreated: {
      ids: byCampaignId,
      update: (doc, event) => {
        if (doc) return doc; // applied already
        const { data } = event;
        return {
          id: data.campaignId,
          accountId: data.accountId,
          ...data.campaign,
          createdAt: data.createdAt,
          updatedAt: data.createdAt,
        };
      },
    },
    CampaignUpdated: {
      ids: byCampaignId,
      update: (doc, event) => {
        if (!doc) return null;
        const { data } = event;
        return { ...doc, ...data.campaign, updatedAt: data.updatedAt };
      },
    },
    CampaignDeleted: { ids: byCampaignId, update: () => null },
  },
};
