import {
  INVITATION_TTL_MS,
  messages,
  staffInviteSchema,
  staffRoles,
  staffRoleValues,
  teamMessages,
  teamRoleMessages,
  type AccountDoc,
  type StudentDoc,
} from '@gym/contracts';
import { docAsDecided, studentAsDecided } from '../web/decidedAnswer.ts';
import { handleCommand, NotFoundError, uuid, ValidationError } from '@gym/platform';
import { metadataOf } from '../services.ts';
import { staffRoleDecider } from './staffRoleDecider.ts';
import { getStudent, STUDENTS } from '@gym/projection-service';
import { sendSetPasswordLink, type LinkMail } from '../passwordRecovery/passwordRecovery.ts';
import type { Services } from '../services.ts';
import { deleteStudent, minimalProfile, registerMember } from '../students/studentHandlers.ts';
import { adminSeatsDecider, adminSeatsStream } from './adminSeatsDecider.ts';
import { actorOf } from '../tenancy/guard.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { parseInput } from '../validation.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const invitation: LinkMail = {
  subject: teamMessages.mailSubject,
  ttlMs: INVITATION_TTL_MS,
  text: (account, link) =>
    `Olá!\n\nVocê foi convidado para a equipe de ${account.name}.\nCrie sua senha por este link (válido por 7 dias):\n${link}`,
  html: (account, link) =>
    `<p>Olá!</p><p>Você foi convidado para a equipe de ${escapeHtml(account.name)}.</p><p><a href="${escapeHtml(link)}">Criar minha senha</a> (válido por 7 dias)</p>`,
};

const toGql = (m: StudentDoc) => ({
  id: m.id,
  name: m.name,
  lastName: m.lastName,
  email: m.email,
  rule: m.rule,
  status: m.status,
});

function accountOf(ctx: RequestContext): AccountDoc {
  if (!ctx.account) throw new NotFoundError(messages.accountNotFound);
  return ctx.account;
}

/**
 * Before an admin is removed or demoted: decided on the account's admin-seats stream, so that two admins doing it to
 * each other at the same moment cannot leave the account without one (the second is refused).
 */
async function releaseAdminSeat(
  svc: Services,
  ctx: RequestContext,
  accountId: string,
  userId: string,
  field: 'id' | 'rule',
) {
  const actor = actorOf(ctx);
  const admins = await svc.documents
    .collection<StudentDoc>(STUDENTS)
    .find({ accountId, rule: 'admin' }, { limit: 500 });
  await handleCommand(svc.eventStore, {
    streamId: adminSeatsStream(accountId),
    decider: adminSeatsDecider,
    command: {
      type: 'ReleaseAdminSeat',
      data: {
        accountId,
        userId,
        actorId: actor.userId,
        adminIds: admins.map((a) => a.id),
        field,
        now: svc.clock.now().toISOString(),
      },
    },
    metadata: metadataOf(actor),
  });
}

/** A member made admin again: an earlier release no longer counts them out of the account's admins. */
async function takeAdminSeat(svc: Services, ctx: RequestContext, accountId: string, userId: string) {
  const actor = actorOf(ctx);
  await handleCommand(svc.eventStore, {
    streamId: adminSeatsStream(accountId),
    decider: adminSeatsDecider,
    command: { type: 'TakeAdminSeat', data: { accountId, userId, now: svc.clock.now().toISOString() } },
    metadata: metadataOf(actor),
  });
}

/** Team ('Equipe', /admin/users): the account's admins manage it. */
export function teamAdminOperations(svc: Services) {
  return {
    staff: {
      access: 'admin' as const,
      async resolve(_args: unknown, ctx: RequestContext) {
        const account = accountOf(ctx);
        const members = await svc.documents
          .collection<StudentDoc>(STUDENTS)
          .find({ accountId: account.id, rule: { $in: [...staffRoles] } }, { sort: [['name', 1]], limit: 500 });
        return members.map(toGql);
      },
    },
    /** A new member with a role and no password yet; the e-mailed link (7 days) sets it. */
    inviteStaff: {
      access: 'admin' as const,
      async resolve(args: { input: unknown }, ctx: RequestContext) {
        const account = accountOf(ctx);
        const actor = actorOf(ctx);
        const { name, lastName, email, rule } = parseInput(staffInviteSchema, args.input);
        const id = uuid();
        const position = await registerMember(svc, actor, {
          studentId: id,
          rule,
          origin: 'panel',
          profile: minimalProfile(name, lastName, email),
        });
        await sendSetPasswordLink(svc, account, ctx.correlationId, { id, email }, invitation);
        // The member as the invitation decided it, even when the read models are late (issue 27, finding 10).
        const member = await studentAsDecided(svc, account.id, id, position);
        if (!member) throw new NotFoundError(messages.studentNotFound);
        return toGql(member);
      },
    },
    /** Changes a team member's role (admin, manager, coach); an admin cannot change their own. */
    updateStaff: {
      access: 'admin' as const,
      async resolve(args: { id: string; rule: string }, ctx: RequestContext) {
        const account = accountOf(ctx);
        const actor = actorOf(ctx);
        const rule = staffRoleValues.find((r) => r === args.rule);
        if (!rule) throw new ValidationError([{ path: ['rule'], message: teamMessages.invalidRole }]);
        const member = await getStudent(svc.documents, account.id, args.id);
        const currentRule = member ? staffRoleValues.find((r) => r === member.rule) : undefined;
        if (!member || !currentRule) throw new NotFoundError(teamRoleMessages.notStaff);
        if (currentRule === 'admin' && rule !== 'admin')
          await releaseAdminSeat(svc, ctx, account.id, member.id, 'rule');
        const result = await handleCommand(svc.eventStore, {
          streamId: `staffRole-${member.id}`,
          decider: staffRoleDecider,
          command: {
            type: 'ChangeStaffRole',
            data: {
              accountId: account.id,
              userId: member.id,
              currentRule,
              rule,
              actorId: actor.userId,
              now: svc.clock.now().toISOString(),
            },
          },
          metadata: metadataOf(actor),
        });
        if (rule === 'admin') await takeAdminSeat(svc, ctx, account.id, member.id);
        const updated = await docAsDecided<StudentDoc>(svc, {
          collection: STUDENTS,
          streamId: `staffRole-${member.id}`,
          id: member.id,
          accountId: account.id,
          position: result.position,
        });
        return toGql(updated ?? member);
      },
    },
    /**
     * Removes a member from the team: the membership and the login are deleted (the log keeps the
     * history), so their password stops working and their tokens too (the guard looks the member up
     * on every request). Not yourself, not the last admin.
     */
    removeStaff: {
      access: 'admin' as const,
      async resolve(args: { id: string }, ctx: RequestContext) {
        const account = accountOf(ctx);
        const actor = actorOf(ctx);
        const member = await getStudent(svc.documents, account.id, String(args.id));
        const rule = member ? staffRoleValues.find((r) => r === member.rule) : undefined;
        if (!member || !rule) throw new NotFoundError(teamRoleMessages.notStaff);
        if (rule === 'admin') await releaseAdminSeat(svc, ctx, account.id, member.id, 'id');
        await svc.readModelsReached(await deleteStudent(svc, actor, member.id));
        return member.id;
      },
    },
  };
}
