export interface InboxReplyEntry {
  readonly id: string;
  readonly from: string;
  readonly body: string;
  readonly sentAt: string;
}

export interface InboxMessageEntry {
  readonly id: string;
  readonly from: string;
  readonly subject: string;
  readonly body: string;
  readonly sentAt: string;
  readonly campaignId: string | null;
  readonly replies: readonly InboxReplyEntry[];
}

/** Collection `inboxes`: one document per student, its messages (oldest first) with their replies. */
export interface InboxDoc {
  readonly id: string;
  readonly accountId: string;
  readonly messages: readonly InboxMessageEntry[];
}
