import { INVITATION_TTL_MS, messages, staffInviteSchema, staffRoles, teamMessages, type AccountDoc, type StudentDoc } from '@gym/contracts';
import { NotFoundError, uuid } from '@gym/platform';
import { getStudent, STUDENTS } from '@gym/projection-service';
import { sendSetPasswordLink, type LinkMail } from '../passwordRecovery/passwordRecovery.ts';
import type { Services } from '../services.ts';
import { minimalProfile, registerMember } from '../students/studentHandlers.ts';
import { actorOf } from '../tenancy/guard.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { parseInput } from '../validation.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const invitation: LinkMail = {
  subject: teamMessages.mailSubject,
  ttlMs: INVITATION_TTL_MS,
  text: (account, link) => `Olá!\n\nVocê foi convidado para a equipe de ${account.name}.\nCrie sua senha por este link (válido por 7 dias):\n${link}`,
  html: (account, link) => `<p>Olá!</p><p>Você foi convidado para a equipe de ${escapeHtml(account.name)}.</p><p><a href="${escapeHtml(link)}">Criar minha senha</a> (válido por 7 dias)</p>`,
};

const toGql = (m: StudentDoc) => ({ id: m.id, name: m.name, lastName: m.lastName, email: m.email, rule: m.rule, status: m.status });

function accountOf(ctx: RequestContext): AccountDoc {
  if (!ctx.account) throw new NotFoundError(messages.accountNotFound);
  return ctx.account;
}

/** Team ('Equipe', /admin/users): the account's admins manage it. */
export function teamAdminOperations(svc: Services) {
  return {
    staff: {
      access: 'admin' as const,
      async resolve(_args: unknown, ctx: RequestContext) {
        const account = accountOf(ctx);
        const members = await svc.documents.collection<StudentDoc>(STUDENTS).find({ accountId: account.id, rule: { $in: [...staffRoles] } }, { sort: [['name', 1]], limit: 500 });
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
        const position = await registerMember(svc, actor, { studentId: id, rule, origin: 'panel', profile: minimalProfile(name, lastName, email) });
        await sendSetPasswordLink(svc, account, ctx.correlationId, { id, email }, invitation);
        await svc.readModelsReached(position);
        const member = await getStudent(svc.documents, account.id, id);
        if (!member) throw new NotFoundError(messages.studentNotFound);
        return toGql(member);
      },
    },
  };
}
