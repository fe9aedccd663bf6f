/** One e-mail the campaign engine kept in the embedded outbox instead of sending it over SMTP. */
export interface OutboxEntry {
  readonly id: string;
  readonly to: readonly string[];
  readonly bcc: readonly string[];
  readonly fromName: string | null;
  readonly fromEmail: string | null;
  readonly subject: string;
  readonly html: string;
  readonly sentAt: string;
}

export interface OutboxPage {
  readonly list: readonly OutboxEntry[];
  readonly page: number;
  readonly totalEntries: number;
  readonly totalPages: number;
}

/** Reads the campaign engine's outbox (its own store): the API asks through this port, never the engine's tables. */
export interface CampaignOutbox {
  list(accountId: string, options: { page?: number | null }): Promise<OutboxPage>;
  /** Deletes the account's kept e-mails addressed to `email` (LGPD erasure); how many. */
  forgetRecipient(accountId: string, email: string): Promise<number>;
}
