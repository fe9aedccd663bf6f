export interface MemberAppBanner {
  readonly id: string;
  readonly imageUrl: string;
  readonly link: string | null;
  readonly title: string | null;
  readonly startDate: string;
  readonly endDate: string;
}

/** Read model `memberAppUnread`: one document per member, the messages with something unread. */
export interface MemberAppUnreadDoc {
  readonly id: string;
  readonly accountId: string;
  readonly studentId: string;
  /** Ids of the messages with news since the member last read (a new message or a gym's reply). */
  readonly unread: readonly string[];
  readonly readAt: string | null;
}
