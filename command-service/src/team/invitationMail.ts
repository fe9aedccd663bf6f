import { INVITATION_TTL_MS, teamMessages } from '@gym/contracts';
import type { LinkMail } from '../passwordRecovery/passwordRecovery.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The invitation to the team: a link (7 days) to create a password, as the password recovery mails are built. */
export const invitation: LinkMail = {
  subject: teamMessages.mailSubject,
  ttlMs: INVITATION_TTL_MS,
  text: (account, link) =>
    `Olá!\n\nVocê foi convidado para a equipe de ${account.name}.\nCrie sua senha por este link (válido por 7 dias):\n${link}`,
  html: (account, link) =>
    `<p>Olá!</p><p>Você foi convidado para a equipe de ${escapeHtml(account.name)}.</p><p><a href="${escapeHtml(link)}">Criar minha senha</a> (válido por 7 dias)</p>`,
};
