import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { MailMessage, SentMail, SystemMail } from '../ports/mail.ts';

export interface OutboxEntry extends MailMessage {
  readonly sentAt: string;
  readonly via?: 'outbox' | 'smtp';
}

/** Seals a secret for the outbox's own reader (the API's secret box: AES-256-GCM with SECRETS_KEY). */
export interface OutboxSealer {
  seal(plain: string): string;
  open(sealed: string): string;
}

export interface OutboxOptions {
  /** Without it, secrets are hidden (••••••) instead of sealed. */
  readonly sealer?: OutboxSealer;
  readonly now?: () => Date;
  /** Entries older than this are pruned (default 30 days). */
  readonly maxAgeMs?: number;
  /** Past this size the oldest entries are pruned down to half of it (default 5 MB). */
  readonly maxBytes?: number;
}

export const HIDDEN_SECRET = '••••••';
const SEALED = /\[\[sealed:([A-Za-z0-9+/=:._-]+)\]\]/g;
const DAY_MS = 86_400_000;

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Every form a secret takes in a message: as written, HTML-escaped, URL-encoded. */
const formsOf = (secret: string) => [...new Set([secret, escapeHtml(secret), encodeURIComponent(secret)])];

/**
 * The embedded mail adapter: every message is appended as one JSON line to an outbox file (0600) that
 * staff (and tests) can read, in place of a mail server. The outbox is the mailbox, but never a
 * credential store: the message's `secrets` are sealed (opened only by `read()`, with the key) or, for
 * a copy of mail that left through SMTP (`record`), hidden. Old entries are pruned by age and size.
 */
export class OutboxMailer implements SystemMail {
  private readonly now: () => Date;
  private readonly maxAgeMs: number;
  private readonly maxBytes: number;

  constructor(
    readonly file: string,
    private readonly options: OutboxOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.maxAgeMs = options.maxAgeMs ?? 30 * DAY_MS;
    this.maxBytes = options.maxBytes ?? 5 * 1024 * 1024;
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    this.prune();
  }

  /** Delivers into the outbox (the embedded default): secrets sealed for the outbox's reader. */
  async send(message: MailMessage): Promise<{ messageId: string }> {
    this.append(message, 'outbox', (secret) =>
      this.options.sealer ? `[[sealed:${this.options.sealer.seal(secret)}]]` : HIDDEN_SECRET,
    );
    return { messageId: randomUUID() };
  }

  /** Keeps a copy of a message delivered elsewhere (SMTP): secrets hidden, nobody needs them here. */
  record(message: MailMessage): void {
    this.append(message, 'smtp', () => HIDDEN_SECRET);
  }

  /** Every message kept, oldest first, with sealed secrets opened (the embedded default's mailbox). */
  read(): OutboxEntry[] {
    const open = this.options.sealer;
    const opened = (s: string | undefined) =>
      s === undefined || !open ? s : s.replace(SEALED, (_all, sealed: string) => open.open(sealed));
    return this.stored().map((entry) => {
      const { text, ...rest } = entry;
      const t = opened(text);
      return {
        ...rest,
        subject: opened(entry.subject) ?? '',
        html: opened(entry.html) ?? '',
        ...(t ? { text: t } : {}),
      };
    });
  }

  /** Every message as stored at rest (secrets sealed or hidden). */
  stored(): OutboxEntry[] {
    if (!existsSync(this.file)) return [];
    return readFileSync(this.file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as OutboxEntry);
  }

  async sentTo(email: string): Promise<SentMail[]> {
    const address = email.trim().toLowerCase();
    return this.stored()
      .filter((entry) => addressedTo(entry, address))
      .map((entry) => ({
        to: entry.to,
        subject: entry.subject,
        html: entry.html,
        ...(entry.text !== undefined ? { text: entry.text } : {}),
        sentAt: entry.sentAt,
        via: entry.via ?? 'outbox',
      }));
  }

  async forget(email: string): Promise<number> {
    const address = email.trim().toLowerCase();
    const entries = this.stored();
    const kept = entries.filter((entry) => !addressedTo(entry, address));
    if (kept.length !== entries.length) this.rewrite(kept);
    return entries.length - kept.length;
  }

  /** Drops entries past the age limit, then the oldest while the file is over the size limit. */
  prune(): void {
    if (!existsSync(this.file)) return;
    const cutoff = this.now().getTime() - this.maxAgeMs;
    const entries = this.stored();
    let kept = entries.filter((entry) => Date.parse(entry.sentAt) >= cutoff);
    const bytes = (list: OutboxEntry[]) => list.reduce((sum, e) => sum + Buffer.byteLength(JSON.stringify(e)) + 1, 0);
    if (bytes(kept) > this.maxBytes) {
      // Down to half the limit, so a full outbox is not rewritten on every message.
      let total = bytes(kept);
      let drop = 0;
      while (drop < kept.length && total > this.maxBytes / 2)
        total -= Buffer.byteLength(JSON.stringify(kept[drop++])) + 1;
      kept = kept.slice(drop);
    }
    if (kept.length !== entries.length) this.rewrite(kept);
  }

  private append(message: MailMessage, via: 'outbox' | 'smtp', replace: (secret: string) => string): void {
    const { secrets = [], ...rest } = message;
    // Longest first, so a secret that contains another is replaced whole.
    const forms = [...new Set(secrets.filter(Boolean).flatMap((s) => formsOf(s).map((form) => [form, s] as const)))];
    forms.sort((a, b) => b[0].length - a[0].length);
    const scrub = (s: string) => forms.reduce((out, [form, secret]) => out.split(form).join(replace(secret)), s);
    const entry: OutboxEntry = {
      ...rest,
      subject: scrub(rest.subject),
      html: scrub(rest.html),
      ...(rest.text !== undefined ? { text: scrub(rest.text) } : {}),
      sentAt: this.now().toISOString(),
      via,
    };
    appendFileSync(this.file, `${JSON.stringify(entry)}\n`, { mode: 0o600 });
    if (statSync(this.file).size > this.maxBytes) this.prune();
  }

  private rewrite(entries: OutboxEntry[]): void {
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, entries.map((e) => `${JSON.stringify(e)}\n`).join(''), { mode: 0o600 });
    renameSync(temporary, this.file);
  }
}

const addressedTo = (entry: OutboxEntry, address: string) =>
  [...entry.to, ...(entry.bcc ?? [])].some((to) => to.trim().toLowerCase() === address);
