import { coachCheckinInputSchema, coachCheckinMessages, staffRoles, type CoachCheckinDoc } from '@gym/contracts';
import { handleCommand, NotFoundError, uuid, ValidationError } from '@gym/platform';
import { getProgram, listCoachCheckins } from '@gym/projection-service';
import { metadataOf, type Services } from '../services.ts';
import { studentOf } from '../students/studentOf.ts';
import { actorOf } from '../tenancy/guard.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { parseInput } from '../validation.ts';
import { coachCheckinDecider } from './coachCheckinDecider.ts';

const toGql = (d: CoachCheckinDoc) => ({ ...d });

/** The coach check-in screens' operations (admin endpoint, staff). */
export function coachCheckinAdminOperations(svc: Services) {
  return {
    coachCheckins: {
      access: 'staff' as const,
      async resolve(args: { page?: number | null; coachId?: string | null }, ctx: RequestContext) {
        const actor = actorOf(ctx);
        // A coach sees the classes they gave; admins and managers see everyone's.
        const coachId = ctx.member?.rule === 'coach' ? ctx.member.id : (args.coachId ?? null);
        const page = await listCoachCheckins(svc.documents, actor.accountId, { page: args.page, coachId });
        return { ...page, list: page.list.map(toGql) };
      },
    },
    /** Records a class a coach gave; a coach records only their own. */
    createCoachCheckin: {
      access: 'staff' as const,
      async resolve(args: { input: unknown }, ctx: RequestContext) {
        const actor = actorOf(ctx);
        const input = parseInput(coachCheckinInputSchema, args.input);
        if (ctx.member?.rule === 'coach' && input.coachId !== ctx.member.id)
          throw new ValidationError([{ path: ['input', 'coachId'], message: coachCheckinMessages.onlyOwn }]);
        const coach = await studentOf(svc, actor.accountId, input.coachId);
        if (!coach || !staffRoles.includes(coach.rule))
          throw new ValidationError([{ path: ['input', 'coachId'], message: coachCheckinMessages.coachNotFound }]);
        const program = input.programId ? await getProgram(svc.documents, actor.accountId, input.programId) : null;
        if (input.programId && !program) throw new NotFoundError('Programa não encontrado');
        const id = uuid();
        const data = {
          accountId: actor.accountId,
          coachCheckinId: id,
          coachId: input.coachId,
          coachName: `${coach.profile.name} ${coach.profile.lastName}`.trim(),
          programId: program?.id ?? null,
          programName: program?.name ?? null,
          classDate: input.classDate,
          startTime: input.startTime,
          notes: input.notes,
          recordedBy: actor.userId,
          recordedAt: svc.clock.now().toISOString(),
        };
        const result = await handleCommand(svc.eventStore, {
          streamId: `coachCheckin-${id}`,
          decider: coachCheckinDecider,
          command: { type: 'RecordCoachClass', data },
          metadata: metadataOf(actor),
        });
        await svc.readModelsReached(result.position);
        const { coachCheckinId, ...rest } = data;
        return { id: coachCheckinId, ...rest };
      },
    },
  };
}
