/** Mail port: one message out. Adapters: the embedded outbox (below the data folder) and SMTP. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  readonly from?: string;
  readonly bcc?: readonly string[];
}

export interface MailPort {
  send(message: MailMessage): Promise<void>;
}
