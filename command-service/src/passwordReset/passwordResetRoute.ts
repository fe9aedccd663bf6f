import { passwordResetMessages } from '@gym/contracts';
import { staffRoute } from '../web/rest.ts';
import type { Services } from '../services.ts';
import { resetStudentPassword } from './passwordResetHandler.ts';

/** GET /{account}/admin/alunos/{id}/reset-password (spec 002): admins and managers only. */
export const resetPasswordRoute = (svc: Services) =>
  staffRoute(svc, 'manager', async (actor, req, res) => {
    await resetStudentPassword(svc, actor, String(req.params.id));
    res.setHeader('Cache-Control', 'no-store');
    res.status(200).json({ message: passwordResetMessages.sent });
  });
