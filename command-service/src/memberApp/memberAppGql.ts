import type { InboxReplySent } from '@gym/contracts';

/** The member's inbox: each message with its replies counted. */
export const toInboxMessageGql = <M extends { readonly replies: readonly unknown[] }>(m: M) => ({
  ...m,
  repliesCount: m.replies.length,
});

/** sendReplyMessage: the reply as the app lists it. */
export const toReplyGql = (reply: InboxReplySent['data']) => ({
  id: reply.replyId,
  from: reply.senderName,
  body: reply.body,
  sentAt: reply.sentAt,
});

/** memberAppSummary: the app's and the public page's addresses, and this month's signed-in members. */
export function toMemberAppSummaryGql(publicUrl: string, accountCode: string, month: string, signedIn: number) {
  const base = publicUrl.replace(/\/$/, '');
  const code = encodeURIComponent(accountCode);
  return { address: `${base}/${code}/app/`, publicPage: `${base}/${code}`, month, signedInThisMonth: signedIn };
}
