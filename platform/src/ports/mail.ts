/** Mail port: the embedded outbox and SMTP (nodemailer) adapters send through it. */
export interface MailMessage {
  to: string[];
  subject: string;
  html: string;
  text?: string;
  from?: { name?: string; email: string };
  bcc?: string[];
}

export interface MailSender {
  send(message: MailMessage): Promise<{ messageId: string }>;
}
