import { accountPlanMessages } from '@gym/contracts';
import { ForbiddenError } from '@gym/platform';
import type { Express, Request } from 'express';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { buildRequestContext } from '../web/context.ts';
import { rest } from '../web/rest.ts';
import type { Services } from '../services.ts';
import { authorize } from '../tenancy/guard.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { saveCategory } from './categoryHandlers.ts';
import { operatorOf } from './operator.ts';

/** The CSRF token of an operator's session: an HMAC of the token's id, so it dies with the session. */
export const csrfTokenOf = (svc: Services, tokenId: string) =>
  createHmac('sha256', svc.uploads.secret).update(`csrf:${tokenId}`).digest('base64url');

async function operatorContext(svc: Services, req: Request): Promise<RequestContext> {
  const ctx = await buildRequestContext(svc, req, 'alderaan');
  if (!ctx) throw new ForbiddenError();
  authorize(ctx, 'operator');
  return ctx;
}

function checkCsrf(svc: Services, ctx: RequestContext, req: Request) {
  const sent = req.headers['x-csrf-token'];
  const expected = Buffer.from(csrfTokenOf(svc, ctx.principal?.tokenId ?? ''));
  const given = Buffer.from(typeof sent === 'string' ? sent : '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new ForbiddenError(accountPlanMessages.csrf);
}

/**
 * Spec 000: POST /alderaan/categories and PUT /alderaan/categories/{id} with body
 * `category{name, description, parent_id}` and the CSRF token in a header; a 200 answer carries the id.
 * GET /alderaan/csrf gives the signed-in operator the token (the console keeps it in the page).
 */
export function registerCategoryRoutes(app: Express, svc: Services, log: (message: string, error?: unknown) => void) {
  app.get(
    '/alderaan/csrf',
    rest(async (req, res) => {
      const ctx = await operatorContext(svc, req);
      res.setHeader('Cache-Control', 'no-store');
      res.json({ token: csrfTokenOf(svc, ctx.principal?.tokenId ?? '') });
    }, log),
  );
  app.post(
    '/alderaan/categories',
    rest(async (req, res) => {
      const ctx = await operatorContext(svc, req);
      checkCsrf(svc, ctx, req);
      const saved = await saveCategory(svc, operatorOf(ctx), null, req.body);
      res.json({ id: saved.id, message: accountPlanMessages.categoryCreated });
    }, log),
  );
  app.put(
    '/alderaan/categories/:id',
    rest(async (req, res) => {
      const ctx = await operatorContext(svc, req);
      checkCsrf(svc, ctx, req);
      const saved = await saveCategory(svc, operatorOf(ctx), String(req.params.id), req.body);
      res.json({ id: saved.id, message: accountPlanMessages.categoryUpdated });
    }, log),
  );
}
