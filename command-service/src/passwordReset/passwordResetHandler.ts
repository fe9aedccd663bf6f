import { passwordResetMessages } from '@gym/contracts';
import { handleCommand } from '@gym/platform';
import { getAccountById } from '@gym/projection-service';
import { randomBytes } from 'node:crypto';
import { loadState, streams } from '../aggregates.ts';
import { hashPassword } from '../auth/passwords.ts';
import { metadataOf, type Actor, type Services } from '../services.ts';
import { studentDecider } from '../students/studentDecider.ts';
import { passwordResetDecider } from './passwordResetDecider.ts';

/** 12 characters from 9 random bytes (72 bits), URL-safe so it survives any mail client. */
export const newPassword = (): string => randomBytes(9).toString('base64url');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * GET admin/alunos/{id}/reset-password: a new password replaces the old one in the credential store
 * (as a hash) and goes to the student by e-mail; the log records only that a reset happened.
 */
export async function resetStudentPassword(svc: Services, actor: Actor, studentId: string): Promise<number> {
  const student = await loadState(svc.eventStore, studentDecider, streams.student(studentId));
  const email = student.status === 'registered' && student.accountId === actor.accountId ? student.profile.email : null;
  const result = await handleCommand(svc.eventStore, {
    streamId: `passwordReset-${studentId}`,
    decider: passwordResetDecider,
    command: {
      type: 'ResetStudentPassword',
      data: { accountId: actor.accountId, studentId, email, now: svc.clock.now().toISOString() },
    },
    metadata: metadataOf(actor),
  });
  if (student.status !== 'registered' || email === null) return result.position;

  const password = newPassword();
  await svc.credentials.put({
    scope: actor.accountId,
    email,
    userId: studentId,
    passwordHash: await hashPassword(password),
    updatedAt: svc.clock.now().toISOString(),
  });
  const account = await getAccountById(svc.documents, actor.accountId);
  const accountName = account?.name ?? '';
  const text = `Olá, ${student.profile.name}.\n\nSua nova senha de acesso${accountName ? ` à ${accountName}` : ''} é: ${password}\n\nUse-a para entrar no aplicativo.`;
  const html = `<p>Olá, ${escapeHtml(student.profile.name)}.</p><p>Sua nova senha de acesso${accountName ? ` à ${escapeHtml(accountName)}` : ''} é: <strong>${escapeHtml(password)}</strong></p><p>Use-a para entrar no aplicativo.</p>`;
  await svc.mail.send({ to: [email], subject: passwordResetMessages.mailSubject, text, html, secrets: [password] });
  return result.position;
}
