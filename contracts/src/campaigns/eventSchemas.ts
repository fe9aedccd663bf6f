import {
  campaignCreatedV1,
  campaignDeletedV1,
  campaignDeliveryFailedV1,
  campaignDeliverySentV1,
  campaignUpdatedV1,
} from './events.ts';

/** The campaign feature's entries of the event registry, spread into it with one line. */
export const campaignEventSchemas = {
  CampaignCreated: { version: 1, schema: campaignCreatedV1 },
  CampaignUpdated: { version: 1, schema: campaignUpdatedV1 },
  CampaignDeleted: { version: 1, schema: campaignDeletedV1 },
  CampaignDeliverySent: { version: 1, schema: campaignDeliverySentV1 },
  CampaignDeliveryFailed: { version: 1, schema: campaignDeliveryFailedV1 },
} as const;
