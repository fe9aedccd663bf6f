import type { CampaignDeliveryDoc, CampaignDeliveryFailed, CampaignDeliverySent } from '@gym/contracts';
import type { Projection, RecordedEvent } from '@gym/platform';

export const CAMPAIGN_DELIVERIES = 'campaignDeliveries';

const byDeliveryId = (event: RecordedEvent) => [(event.data as { deliveryId: string }).deliveryId];

/** Collection `campaignDeliveries`: a campaign's delivery log (who, when, channel, status). */
export const campaignDeliveriesProjection: Projection<CampaignDeliveryDoc> = {
  collection: { name: CAMPAIGN_DELIVERIES, indexes: [{ fields: ['accountId', 'campaignId', 'at', 'id'] }] },
  handlers: {
    CampaignDeliverySent: {
      ids: byDeliveryId,
      update: (_doc, event) => {
        const { data } = event as unknown as RecordedEvent<'CampaignDeliverySent', CampaignDeliverySent['data']>;
        const { sentAt, cause: _cause, deliveryId, ...rest } = data;
        return { id: deliveryId, ...rest, status: 'sent', error: null, at: sentAt };
      },
    },
    CampaignDeliveryFailed: {
      ids: byDeliveryId,
      update: (_doc, event) => {
        const { data } = event as unknown as RecordedEvent<'CampaignDeliveryFailed', CampaignDeliveryFailed['data']>;
        const { failedAt, cause: _cause, deliveryId, ...rest } = data;
        return { id: deliveryId, ...rest, status: 'failed', at: failedAt };
      },
    },
  },
};
