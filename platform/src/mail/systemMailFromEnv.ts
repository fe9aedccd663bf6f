import type { SystemMail } from '../ports/mail.ts';
import { OutboxMailer, type OutboxSealer } from './outboxMailer.ts';
import { smtpMailSender, smtpOptionsFromEnv } from './smtpMailSender.ts';
import { smtpSystemMail } from './smtpSystemMail.ts';

/**
 * The API's own mail from the environment: SMTP when SMTP_HOST is set (the campaign engine's settings),
 * a copy kept in `outboxFile` with secrets hidden; else the outbox itself, secrets sealed with `sealer`.
 */
export function systemMailFromEnv(
  outboxFile: string,
  env: NodeJS.ProcessEnv,
  sealer?: OutboxSealer,
): SystemMail & { close(): void } {
  const smtp = smtpOptionsFromEnv(env);
  const outbox = new OutboxMailer(outboxFile, sealer ? { sealer } : {});
  if (!smtp) return Object.assign(outbox, { close: () => {} });
  const transport = smtpMailSender(smtp);
  return { ...smtpSystemMail(transport, outbox), close: () => transport.close() };
}
