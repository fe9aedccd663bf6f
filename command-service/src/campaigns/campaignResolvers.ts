import type { CampaignDoc } from '@gym/contracts';
import { getCampaign, listCampaignDeliveries, listCampaigns } from '@gym/projection-service';
import type { Services } from '../services.ts';
import { actorOf } from '../tenancy/guard.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { saveCampaign } from './campaignHandlers.ts';

/** The GraphQL `Campaign`: blind-copy recipients as the form's comma-separated text. */
const toCampaignGql = (doc: CampaignDoc) => ({ ...doc, toBcc: doc.toBcc.join(', ') });

export function campaignResolvers(svc: Services) {
  return {
    async campaigns(args: { page?: number | null }, ctx: RequestContext) {
      const page = await listCampaigns(svc.documents, actorOf(ctx).accountId, args);
      return { ...page, list: page.list.map(toCampaignGql) };
    },

    async campaign(args: { id: string }, ctx: RequestContext) {
      const doc = await getCampaign(svc.documents, actorOf(ctx).accountId, args.id);
      return doc ? toCampaignGql(doc) : null;
    },

    async campaignDeliveries(args: { campaignId: string; page?: number | null }, ctx: RequestContext) {
      return listCampaignDeliveries(svc.documents, actorOf(ctx).accountId, args.campaignId, args);
    },

    async campaignOutbox(args: { page?: number | null }, ctx: RequestContext) {
      return svc.campaignOutbox.list(actorOf(ctx).accountId, args);
    },

    async createOrUpdateCampaign(args: { input: unknown }, ctx: RequestContext) {
      const { campaignId, position } = await saveCampaign(svc, actorOf(ctx), args.input);
      await svc.readModelsReached(position);
      return campaignId;
    },
  };
}

/** The admin endpoint's campaign root fields with their access, spread into schemas.ts. */
export function campaignAdminOperations(svc: Services) {
  const r = campaignResolvers(svc);
  return {
    campaigns: { access: 'staff', resolve: r.campaigns },
    campaign: { access: 'staff', resolve: r.campaign },
    campaignDeliveries: { access: 'staff', resolve: r.campaignDeliveries },
    campaignOutbox: { access: 'staff', resolve: r.campaignOutbox },
    createOrUpdateCampaign: { access: 'manager', resolve: r.createOrUpdateCampaign },
  } as const;
}
