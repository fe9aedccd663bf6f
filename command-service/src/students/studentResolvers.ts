import { messages, type StudentDoc } from '@gym/contracts';
import { NotFoundError } from '@gym/platform';
import { getStudent, listStudents } from '@gym/projection-service';
import type { Services } from '../services.ts';
import { actorOf } from '../tenancy/guard.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { toStudentGql } from './studentGql.ts';
import { studentAsDecided } from '../web/decidedAnswer.ts';
import { saveStudent } from './studentHandlers.ts';
import { duplicateTypeOf } from './duplicateType.ts';

export function studentResolvers(svc: Services) {
  const withDuplicateType = (doc: StudentDoc) => ({
    ...toStudentGql(doc, svc.clock.now()),
    duplicateType: () => duplicateTypeOf(svc.documents, doc),
  });
  return {
    async alunos(args: { page?: number | null; search?: string | null }, ctx: RequestContext) {
      const page = await listStudents(svc.documents, actorOf(ctx).accountId, args);
      return { ...page, list: page.list.map((doc) => withDuplicateType(doc)) };
    },

    async aluno(args: { id: string }, ctx: RequestContext) {
      const doc = await getStudent(svc.documents, actorOf(ctx).accountId, args.id);
      return doc ? withDuplicateType(doc) : null;
    },

    async createOrUpdateUser(args: { input: unknown }, ctx: RequestContext) {
      const actor = actorOf(ctx);
      const { studentId, position } = await saveStudent(svc, actor, args.input);
      // The answer is what was saved, even when the read models are late (issue 27).
      const doc = await studentAsDecided(svc, actor.accountId, studentId, position);
      if (!doc) throw new NotFoundError(messages.studentNotFound);
      return toStudentGql(doc, svc.clock.now());
    },
  };
}
