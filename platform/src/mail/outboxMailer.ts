import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { MailMessage, MailSender } from '../ports/mail.ts';

export interface OutboxEntry extends MailMessage {
  readonly sentAt: string;
}

/**
 * The embedded mail adapter: every message is appended as one JSON line to an outbox file that staff
 * (and tests) can read, in place of a mail server. The outbox is the mailbox: what a message says is
 * delivered there, so it must be kept as private as a real inbox.
 */
export class OutboxMailer implements MailSender {
  constructor(
    readonly file: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    mkdirSync(dirname(file), { recursive: true });
  }

  async send(message: MailMessage): Promise<{ messageId: string }> {
    const entry: OutboxEntry = { ...message, sentAt: this.now().toISOString() };
    appendFileSync(this.file, `${JSON.stringify(entry)}\n`, { mode: 0o600 });
    return { messageId: randomUUID() };
  }

  /** Every message sent so far, oldest first. */
  read(): OutboxEntry[] {
    if (!existsSync(this.file)) return [];
    return readFileSync(this.file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as OutboxEntry);
  }
}
