import {
  isValidEmail,
  messages,
  PASSWORD_RESET_TTL_MS,
  passwordRecoveryMessages,
  type AccountDoc,
} from '@gym/contracts';
import { handleCommand, UnauthenticatedError, ValidationError } from '@gym/platform';
import { getStudent } from '@gym/projection-service';
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { Services } from '../services.ts';
import { parseInput } from '../validation.ts';
import { passwordRecoveryDecider } from './passwordRecoveryDecider.ts';

const stream = (userId: string) => `passwordRecovery-${userId}`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const newPassword = z
  .object({
    password: z.string().min(8, messages.passwordMin).max(200),
    passwordConfirmation: z.string(),
  })
  .refine((v) => v.password === v.passwordConfirmation, {
    message: messages.passwordConfirmationMismatch,
    path: ['passwordConfirmation'],
  });

/** Mail of a set-password link: a forgotten password, or an invitation to the account's team. */
export interface LinkMail {
  readonly subject: string;
  readonly text: (account: AccountDoc, link: string) => string;
  readonly html: (account: AccountDoc, link: string) => string;
  readonly ttlMs: number;
}

const forgotMail: LinkMail = {
  subject: passwordRecoveryMessages.mailSubject,
  ttlMs: PASSWORD_RESET_TTL_MS,
  text: (account, link) =>
    `Olá!\n\nRecebemos um pedido para criar uma nova senha de acesso à ${account.name}.\nCrie sua nova senha por este link (válido por 1 hora):\n${link}\n\nSe não foi você, ignore este e-mail.`,
  html: (account, link) =>
    `<p>Olá!</p><p>Recebemos um pedido para criar uma nova senha de acesso à ${escapeHtml(account.name)}.</p><p><a href="${escapeHtml(link)}">Criar nova senha</a> (válido por 1 hora)</p><p>Se não foi você, ignore este e-mail.</p>`,
};

/** Records a fresh link secret's hash for the user and mails the link (only the newest link works). */
export async function sendSetPasswordLink(
  svc: Services,
  account: AccountDoc,
  correlationId: string,
  user: { id: string; email: string },
  mail: LinkMail,
): Promise<void> {
  const secret = randomBytes(32).toString('base64url');
  const now = svc.clock.now();
  await handleCommand(svc.eventStore, {
    streamId: stream(user.id),
    decider: passwordRecoveryDecider,
    command: {
      type: 'RequestPasswordReset',
      data: {
        accountId: account.id,
        userId: user.id,
        tokenHash: sha256(secret),
        expiresAt: new Date(now.getTime() + mail.ttlMs).toISOString(),
        now: now.toISOString(),
      },
    },
    metadata: { accountId: account.id, userId: user.id, correlationId },
  });
  // Never the request's Host: whoever asks for the reset chooses it (host-header poisoning).
  const base = svc.ownUrl();
  const link = `${base}/${encodeURIComponent(account.code)}/admin/password/reset?token=${encodeURIComponent(`${user.id}.${secret}`)}`;
  await svc.mail.send({
    to: [user.email],
    subject: mail.subject,
    text: mail.text(account, link),
    html: mail.html(account, link),
    secrets: [secret],
  });
}

/**
 * Forgot password: when the e-mail has a login in this account, a link with a fresh random secret
 * goes to it. The answer is the same either way, so nobody learns who has a login.
 */
export async function requestPasswordReset(
  svc: Services,
  account: AccountDoc,
  correlationId: string,
  rawEmail: unknown,
): Promise<void> {
  const email = typeof rawEmail === 'string' ? rawEmail.trim().toLowerCase() : '';
  if (!isValidEmail(email)) throw new ValidationError([{ path: ['email'], message: messages.invalidEmail }]);
  const credential = await svc.credentials.get(account.id, email);
  if (!credential) return;
  await sendSetPasswordLink(svc, account, correlationId, { id: credential.userId, email }, forgotMail);
}

/** The e-mailed link's token (`{userId}.{secret}`) sets a new password, once. */
export async function resetPassword(
  svc: Services,
  account: AccountDoc,
  correlationId: string,
  args: { token?: unknown; password?: unknown; passwordConfirmation?: unknown },
): Promise<void> {
  const { password } = parseInput(newPassword, args, []);
  const [userId = '', secret = ''] = typeof args.token === 'string' ? args.token.split('.') : [];
  const member = userId && secret ? await getStudent(svc.documents, account.id, userId) : null;
  if (!member) throw new ValidationError([{ path: ['token'], message: passwordRecoveryMessages.invalidLink }]);
  const now = svc.clock.now().toISOString();
  await handleCommand(svc.eventStore, {
    streamId: stream(userId),
    decider: passwordRecoveryDecider,
    command: { type: 'CompletePasswordReset', data: { accountId: account.id, userId, tokenHash: sha256(secret), now } },
    metadata: { accountId: account.id, userId, correlationId },
  });
  await svc.credentials.put({
    scope: account.id,
    email: member.email,
    userId,
    passwordHash: await hashPassword(password),
    updatedAt: now,
  });
}

/** A signed-in user changes their password, giving the current one. */
export async function changePassword(
  svc: Services,
  account: AccountDoc,
  user: { id: string; email: string },
  correlationId: string,
  args: { currentPassword?: unknown; password?: unknown; passwordConfirmation?: unknown },
): Promise<void> {
  const { password } = parseInput(newPassword, args, []);
  const credential = await svc.credentials.get(account.id, user.email);
  const current = typeof args.currentPassword === 'string' ? args.currentPassword : '';
  if (!credential || credential.userId !== user.id) throw new UnauthenticatedError();
  if (!(await verifyPassword(current, credential.passwordHash)))
    throw new ValidationError([{ path: ['currentPassword'], message: passwordRecoveryMessages.wrongCurrent }]);
  const now = svc.clock.now().toISOString();
  await svc.credentials.put({
    scope: account.id,
    email: user.email,
    userId: user.id,
    passwordHash: await hashPassword(password),
    updatedAt: now,
  });
  // Recorded so that a reset link sent before stops working.
  await handleCommand(svc.eventStore, {
    streamId: stream(user.id),
    decider: passwordRecoveryDecider,
    command: { type: 'RecordPasswordChange', data: { accountId: account.id, userId: user.id, now } },
    metadata: { accountId: account.id, userId: user.id, correlationId },
  });
}
