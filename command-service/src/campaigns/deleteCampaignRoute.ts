import { messages } from '@gym/contracts';
import type { Request, Response } from 'express';
import { buildRequestContext } from '../http/context.ts';
import type { Services } from '../services.ts';
import { actorOf, authorize } from '../tenancy/guard.ts';
import { deleteCampaign } from './campaignHandlers.ts';

/** DELETE /{account}/admin/campaigns/{id} (spec 002): admins and managers only. */
export function deleteCampaignRoute(svc: Services) {
  return async (req: Request, res: Response): Promise<void> => {
    const ctx = await buildRequestContext(svc, req, 'admin');
    if (!ctx) {
      res.status(404).json({ error: messages.accountNotFound, code: 'NOT_FOUND' });
      return;
    }
    authorize(ctx, 'manager');
    const position = await deleteCampaign(svc, actorOf(ctx), String(req.params.id));
    await svc.readModelsReached(position);
    res.status(204).end();
  };
}
