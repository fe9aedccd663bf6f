import type { CampaignChannel } from '@gym/contracts';

/** One personalised message on its way to one student. */
export interface Delivery {
  readonly deliveryId: string;
  readonly accountId: string;
  readonly campaignId: string;
  readonly student: {
    readonly id: string;
    readonly name: string;
    readonly lastName: string;
    readonly email: string;
    readonly phone: string | null;
  };
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  readonly senderName: string | null;
  readonly senderEmail: string | null;
  readonly bcc: readonly string[];
  readonly now: string;
}

/** Sends one delivery; resolves with the address it went to, throws when it did not go. */
export type ChannelSender = (delivery: Delivery) => Promise<{ recipient: string }>;

export type Channels = Record<CampaignChannel, ChannelSender>;

/** A delivery that can never succeed (no address): recorded as failed at once, not retried. */
export class PermanentDeliveryError extends Error {
  override readonly name = 'PermanentDeliveryError';
}
