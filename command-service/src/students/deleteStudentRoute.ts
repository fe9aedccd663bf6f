import type { AsyncHandler } from '../web/rest.ts';
import { staffRoute } from '../web/rest.ts';
import type { Services } from '../services.ts';
import { deleteStudent } from './studentHandlers.ts';

/** DELETE /{account}/admin/alunos/{id} (spec 002): admins and managers only. */
export const deleteStudentRoute = (svc: Services): AsyncHandler =>
  staffRoute(svc, 'manager', async (actor, req, res) => {
    await svc.readModelsReached(await deleteStudent(svc, actor, String(req.params.id)));
    res.status(204).end();
  });
