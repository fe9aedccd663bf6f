import { messages, staffRoles, type AccountDoc, type StudentDoc } from '@gym/contracts';
import { NotFoundError } from '@gym/platform';
import { STUDENTS } from '@gym/projection-service';
import { docAsDecided, studentAsDecided } from '../web/decidedAnswer.ts';
import type { Services } from '../services.ts';
import { actorOf } from '../tenancy/guard.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { staffRoleStream } from './staffRoleDecider.ts';
import { toStaffGql } from './teamGql.ts';
import { changeStaffRole, inviteStaff, removeStaff } from './teamHandlers.ts';

function accountOf(ctx: RequestContext): AccountDoc {
  if (!ctx.account) throw new NotFoundError(messages.accountNotFound);
  return ctx.account;
}

export function teamResolvers(svc: Services) {
  return {
    async staff(_args: unknown, ctx: RequestContext) {
      const account = accountOf(ctx);
      const members = await svc.documents
        .collection<StudentDoc>(STUDENTS)
        .find({ accountId: account.id, rule: { $in: [...staffRoles] } }, { sort: [['name', 1]], limit: 500 });
      return members.map(toStaffGql);
    },

    async inviteStaff(args: { input: unknown }, ctx: RequestContext) {
      const account = accountOf(ctx);
      const { id, position } = await inviteStaff(svc, actorOf(ctx), account, args.input);
      // The member as the invitation decided it, even when the read models are late (issue 27, finding 10).
      const member = await studentAsDecided(svc, account.id, id, position);
      if (!member) throw new NotFoundError(messages.studentNotFound);
      return toStaffGql(member);
    },

    async updateStaff(args: { id: string; rule: string }, ctx: RequestContext) {
      const actor = actorOf(ctx);
      const { member, position } = await changeStaffRole(svc, actor, args);
      const updated = await docAsDecided<StudentDoc>(svc, {
        collection: STUDENTS,
        streamId: staffRoleStream(member.id),
        id: member.id,
        accountId: actor.accountId,
        position,
      });
      return toStaffGql(updated ?? member);
    },

    async removeStaff(args: { id: string }, ctx: RequestContext) {
      const { memberId, position } = await removeStaff(svc, actorOf(ctx), String(args.id));
      await svc.readModelsReached(position);
      return memberId;
    },
  };
}

/** Team ('Equipe', /admin/users): the account's admins manage it. */
export function teamAdminOperations(svc: Services) {
  const r = teamResolvers(svc);
  return {
    staff: { access: 'admin', resolve: r.staff },
    inviteStaff: { access: 'admin', resolve: r.inviteStaff },
    updateStaff: { access: 'admin', resolve: r.updateStaff },
    removeStaff: { access: 'admin', resolve: r.removeStaff },
  } as const;
}
