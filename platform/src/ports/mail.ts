/** Mail port: the embedded outbox and SMTP (nodemailer) adapters send through it. */
export interface MailMessage {
  to: string[];
  subject: string;
  html: string;
  text?: string;
  from?: { name?: string; email: string };
  bcc?: string[];
  /**
   * Values in the message that are credentials (a new password, a link's token): delivered to the
   * recipient, never stored in clear (the outbox seals or hides them; issue 36).
   */
  secrets?: readonly string[];
}

export interface MailSender {
  send(message: MailMessage): Promise<{ messageId: string }>;
}

/** One message as the system mail's record keeps it: secrets sealed or hidden, never in clear. */
export interface SentMail {
  readonly to: string[];
  readonly subject: string;
  readonly html: string;
  readonly text?: string;
  readonly sentAt: string;
  /** outbox: the record is the delivery (embedded default); smtp: a copy of what left. */
  readonly via: 'outbox' | 'smtp';
}

/**
 * The API's own mail (passwords, reset and payment links, invitations, failure notices): delivers, and
 * keeps a record of what was sent for reading, erasure and export. Adapters: the outbox file (embedded
 * default, platform/src/mail/outboxMailer.ts) and SMTP (platform/src/mail/smtpSystemMail.ts).
 */
export interface SystemMail extends MailSender {
  /** What was sent to an address, as kept. */
  sentTo(email: string): Promise<SentMail[]>;
  /** Forgets every message to an address (LGPD erasure); answers how many were removed. */
  forget(email: string): Promise<number>;
}
