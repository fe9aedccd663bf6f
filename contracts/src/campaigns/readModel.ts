import type { CampaignSettings } from './events.ts';

/** The document behind the campaign list and form (collection `campaigns`). */
export interface CampaignDoc extends CampaignSettings {
  readonly id: string;
  readonly accountId: string;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** One row of a campaign's delivery log (collection `campaignDeliveries`). */
export interface CampaignDeliveryDoc {
  readonly id: string;
  readonly accountId: string;
  readonly campaignId: string;
  readonly studentId: string;
  readonly studentName: string;
  readonly channel: string;
  readonly recipient: string;
  readonly subject: string;
  readonly status: 'sent' | 'failed';
  readonly error: string | null;
  readonly attempts: number;
  readonly at: string;
}
