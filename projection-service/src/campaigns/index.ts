export * from './campaignsProjection.ts';
export * from './campaignDeliveriesProjection.ts';
export * from './campaignQueries.ts';
