import { staffRoute } from '../web/rest.ts';
import type { Services } from '../services.ts';
import { deleteCampaign } from './campaignHandlers.ts';

/** DELETE /{account}/admin/campaigns/{id} (spec 002): admins and managers only. */
export const deleteCampaignRoute = (svc: Services) =>
  staffRoute(svc, 'manager', async (actor, req, res) => {
    await svc.readModelsReached(await deleteCampaign(svc, actor, String(req.params.id)));
    res.status(204).end();
  });
