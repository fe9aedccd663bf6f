import { messages } from '@gym/contracts';
import { DomainError } from '@gym/platform';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { httpStatusOf } from './formatErrors.ts';
import type { Actor, Services } from '../services.ts';
import { actorOf, authorize, type Access } from '../tenancy/guard.ts';
import { buildRequestContext } from './context.ts';
import { redactPath } from '../security/redactPath.ts';

export type AsyncHandler = (req: Request, res: Response) => Promise<void>;

/** REST errors: JSON `{ error, code }` with the pt-BR message; unexpected ones are logged, not shown. */
export function rest(handler: AsyncHandler, log: (message: string, error?: unknown) => void): RequestHandler {
  return (req: Request, res: Response, _next: NextFunction) => {
    handler(req, res).catch((error: unknown) => {
      if (error instanceof DomainError) {
        res.status(httpStatusOf(error.code)).json({ error: error.message, code: error.code });
        return;
      }
      log(`unexpected error on ${req.method} ${redactPath(req.path)}`, error);
      res.status(500).json({ error: messages.internalError, code: 'INTERNAL' });
    });
  };
}

/**
 * A REST route of the console (`/{account}/admin/...`): the account from the address (404 when unknown), the
 * user from the token, the access level checked by the guard, then the route's own work with the actor.
 */
export function staffRoute(
  svc: Services,
  access: Access,
  handler: (actor: Actor, req: Request, res: Response) => Promise<void>,
): AsyncHandler {
  return async (req, res) => {
    const ctx = await buildRequestContext(svc, req, 'admin');
    if (!ctx) {
      res.status(404).json({ error: messages.accountNotFound, code: 'NOT_FOUND' });
      return;
    }
    authorize(ctx, access);
    await handler(actorOf(ctx), req, res);
  };
}
