import { messages, passwordResetMessages } from '@gym/contracts';
import type { Request, Response } from 'express';
import { buildRequestContext } from '../http/context.ts';
import type { Services } from '../services.ts';
import { actorOf, authorize } from '../tenancy/guard.ts';
import { resetStudentPassword } from './passwordResetHandler.ts';

/** GET /{account}/admin/alunos/{id}/reset-password (spec 002): admins and managers only. */
export function resetPasswordRoute(svc: Services) {
  return async (req: Request, res: Response): Promise<void> => {
    const ctx = await buildRequestContext(svc, req, 'admin');
    if (!ctx) {
      res.status(404).json({ error: messages.accountNotFound, code: 'NOT_FOUND' });
      return;
    }
    authorize(ctx, 'manager');
    await resetStudentPassword(svc, actorOf(ctx), String(req.params.id));
    res.setHeader('Cache-Control', 'no-store');
    res.status(200).json({ message: passwordResetMessages.sent });
  };
}
