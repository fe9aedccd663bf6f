import nodemailer from 'nodemailer';
import type { MailSender } from '../ports/mail.ts';

export interface SmtpOptions {
  readonly host: string;
  readonly port: number;
  readonly secure?: boolean;
  readonly user?: string;
  readonly pass?: string;
  /** The sender of messages that name none (the API's own mail): SMTP_FROM. */
  readonly from?: { readonly name?: string; readonly email: string };
}

/** E-mail over SMTP with nodemailer: the campaign engine's channel and the API's system mail. */
export function smtpMailSender(options: SmtpOptions): MailSender & { close(): void } {
  const transport = nodemailer.createTransport({
    host: options.host,
    port: options.port,
    secure: options.secure ?? false,
    ...(options.user ? { auth: { user: options.user, pass: options.pass ?? '' } } : {}),
    // A local catcher without TLS is the common case; a server offering STARTTLS still gets it.
    tls: { rejectUnauthorized: false },
  });
  return {
    async send(message) {
      const from = message.from ?? options.from;
      const info = await transport.sendMail({
        to: message.to,
        bcc: message.bcc,
        subject: message.subject,
        html: message.html,
        text: message.text,
        from: from ? { name: from.name ?? '', address: from.email } : undefined,
      });
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}

/** SMTP settings from the environment (SMTP_HOST, SMTP_PORT, SMTP_SECURE, SMTP_USER, SMTP_PASS, SMTP_FROM); null without SMTP_HOST. */
export function smtpOptionsFromEnv(env: NodeJS.ProcessEnv): SmtpOptions | null {
  if (!env.SMTP_HOST) return null;
  const from = parseFrom(env.SMTP_FROM);
  return {
    host: env.SMTP_HOST,
    port: Number(env.SMTP_PORT ?? 25),
    secure: env.SMTP_SECURE === 'true' || env.SMTP_SECURE === '1',
    ...(env.SMTP_USER ? { user: env.SMTP_USER } : {}),
    ...(env.SMTP_PASS ? { pass: env.SMTP_PASS } : {}),
    ...(from ? { from } : {}),
  };
}

/** `Academia <nao-responda@academia.com.br>` or a bare address. */
function parseFrom(value: string | undefined): { name?: string; email: string } | null {
  if (!value?.trim()) return null;
  const named = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(value);
  return named ? { name: named[1]!.replace(/^"|"$/g, ''), email: named[2]! } : { email: value.trim() };
}
