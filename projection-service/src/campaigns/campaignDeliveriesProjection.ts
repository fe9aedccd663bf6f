import type { CampaignDeliveryDoc } from '@gym/contracts';
import type { ReadModel } from '../readModel.ts';

export const CAMPAIGN_DELIVERIES = 'campaignDeliveries';

const byDeliveryId = (event: { data: { deliveryId: string } }) => [event.data.deliveryId];

/** Collection `campaignDeliveries`: a campaign's delivery log (who, when, channel, status). */
export const campaignDeliveriesProjection: ReadModel<CampaignDeliveryDoc> = {
  collection: { name: CAMPAIGN_DELIVERIES, indexes: [{ fields: ['accountId', 'campaignId', 'at', 'id'] }] },
  handlers: {
    CampaignDeliverySent: {
      ids: byDeliveryId,
      update: (_doc, event) => {
        const { data } = event;
        const { sentAt, cause: _cause, deliveryId, ...rest } = data;
        return { id: deliveryId, ...rest, status: 'sent', error: null, at: sentAt };
      },
    },
    CampaignDeliveryFailed: {
      ids: byDeliveryId,
      update: (_doc, event) => {
        const { data } = event;
        const { failedAt, cause: _cause, deliveryId, ...rest } = data;
        return { id: deliveryId, ...rest, status: 'failed', at: failedAt };
      },
    },
  },
};
