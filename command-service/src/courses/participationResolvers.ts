import { messages, type CourseUnitDoc, type ParticipationDoc } from '@gym/contracts';
import { COURSE_UNITS, getCourse, getParticipation, getStudent, listParticipations } from '@gym/projection-service';
import { NotFoundError } from '@gym/platform';
import type { Services } from '../services.ts';
import { actorOf } from '../tenancy/guard.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { reviewParticipation, submitParticipation } from './participationHandlers.ts';

function participationView(svc: Services, doc: ParticipationDoc) {
  return {
    ...doc,
    unit: async () => {
      const unit = await svc.documents.collection<CourseUnitDoc>(COURSE_UNITS).get(doc.unitId);
      return unit && unit.accountId === doc.accountId ? { id: unit.id, title: unit.title } : null;
    },
    course: async () => {
      const course = await getCourse(svc.documents, doc.accountId, doc.courseId);
      return course ? { id: course.id, title: course.title } : null;
    },
    student: async () => {
      const student = await getStudent(svc.documents, doc.accountId, doc.studentId);
      return student ? { id: student.id, fullName: student.fullName } : null;
    },
  };
}

async function answer(svc: Services, accountId: string, id: string, position: number) {
  await svc.readModelsReached(position);
  const doc = await getParticipation(svc.documents, accountId, id);
  return { participation: doc ? participationView(svc, doc) : null };
}

/** The staff's side: list with filters, approve and comment. */
export function participationAdminOperations(svc: Services) {
  return {
    participations: {
      access: 'staff',
      resolve: async (args: { status?: string | null; courseId?: string | null }, ctx: RequestContext) =>
        (await listParticipations(svc.documents, actorOf(ctx).accountId, args)).map((d) => participationView(svc, d)),
    },
    reviewParticipation: {
      access: 'staff',
      resolve: async (args: unknown, ctx: RequestContext) => {
        const actor = actorOf(ctx);
        const { participationId, position } = await reviewParticipation(svc, actor, args);
        return answer(svc, actor.accountId, participationId, position);
      },
    },
  } as const;
}

/** The member's side on /{account}/graphql: send a participation, read the answers. */
export function participationMemberOperations(svc: Services) {
  return {
    myParticipations: {
      access: 'member',
      resolve: async (_args: unknown, ctx: RequestContext) => {
        const actor = actorOf(ctx);
        if (!actor.userId) return [];
        return (await listParticipations(svc.documents, actor.accountId, { studentId: actor.userId })).map((d) =>
          participationView(svc, d),
        );
      },
    },
    submitParticipation: {
      access: 'member',
      resolve: async (args: unknown, ctx: RequestContext) => {
        const actor = actorOf(ctx);
        if (!ctx.account) throw new NotFoundError(messages.accountNotFound);
        const { participationId, position } = await submitParticipation(svc, actor, ctx.account, args);
        return answer(svc, actor.accountId, participationId, position);
      },
    },
  } as const;
}
