import type { MailMessage, MailSender, SentMail, SystemMail } from '../ports/mail.ts';
import type { OutboxMailer } from './outboxMailer.ts';

/**
 * System mail over SMTP: the message leaves through the transport with its secrets (the recipient needs
 * their password), and the outbox keeps a copy with them hidden, for reading what was sent, export and
 * erasure. A refused send is recorded nowhere and thrown to the caller.
 */
export function smtpSystemMail(transport: MailSender, outbox: OutboxMailer): SystemMail {
  return {
    async send(message: MailMessage) {
      const result = await transport.send(message);
      outbox.record(message);
      return result;
    },
    sentTo: (email: string): Promise<SentMail[]> => outbox.sentTo(email),
    forget: (email: string) => outbox.forget(email),
  };
}
