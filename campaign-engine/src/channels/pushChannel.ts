import type { EventStore } from '@gym/platform';
import { deterministicId } from '@gym/platform';
import type { ChannelSender } from './channel.ts';

/** Push-provider port: the device notification that accompanies the inbox message. */
export interface PushProvider {
  push(notification: {
    accountId: string;
    studentId: string;
    title: string;
    body: string;
    reference: string;
  }): Promise<void>;
}

/** Embedded push provider: records the notifications (no real provider runs here). */
export function recordingPushProvider() {
  const sent: Parameters<PushProvider['push']>[0][] = [];
  return { sent, push: async (n: Parameters<PushProvider['push']>[0]) => void sent.push(n) } satisfies PushProvider & {
    sent: unknown[];
  };
}

/**
 * Push = an inbox message to the student (InboxMessageSent, senderId null, campaignId set) with a
 * message id derived from the delivery, so a retried send appends nothing twice; then the push.
 */
export function pushChannel(eventStore: EventStore, provider: PushProvider): ChannelSender {
  return async (d) => {
    const messageId = deterministicId('campaign-inbox', d.deliveryId);
    await eventStore.appendToStream(
      `inboxMessage-${messageId}`,
      [
        {
          id: deterministicId('campaign-inbox-event', d.deliveryId),
          type: 'InboxMessageSent',
          data: {
            accountId: d.accountId,
            messageId,
            studentId: d.student.id,
            senderId: null,
            senderName: d.senderName ?? 'Mensagens Automáticas',
            subject: d.subject,
            body: d.html,
            sentAt: d.now,
            campaignId: d.campaignId,
          },
          metadata: { accountId: d.accountId, causationId: d.deliveryId },
        },
      ],
      { expectedRevision: 'any' },
    );
    await provider.push({
      accountId: d.accountId,
      studentId: d.student.id,
      title: d.subject,
      body: d.text,
      reference: d.deliveryId,
    });
    return { recipient: d.student.id };
  };
}
