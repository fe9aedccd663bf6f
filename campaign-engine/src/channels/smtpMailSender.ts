import type { MailSender } from '@gym/platform';
import nodemailer from 'nodemailer';

export interface SmtpOptions {
  readonly host: string;
  readonly port: number;
  readonly secure?: boolean;
  readonly user?: string;
  readonly pass?: string;
}

/** E-mail over SMTP with nodemailer (the distributed setup, or any real mail server). */
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
      const info = await transport.sendMail({
        to: message.to,
        bcc: message.bcc,
        subject: message.subject,
        html: message.html,
        text: message.text,
        from: message.from ? { name: message.from.name ?? '', address: message.from.email } : undefined,
      });
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}
