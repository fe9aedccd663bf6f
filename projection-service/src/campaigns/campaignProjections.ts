import { campaignDeliveriesProjection } from './campaignDeliveriesProjection.ts';
import { campaignsProjection } from './campaignsProjection.ts';

/** The campaign feature's read models, spread into the read-models projector with one line. */
export const campaignProjections = [campaignsProjection, campaignDeliveriesProjection] as const;
