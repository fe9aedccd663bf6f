import {
  createMessageInputSchema,
  inboxMessages,
  replyInputSchema,
  type InboxMessageSent,
  type InboxReplySent,
} from '@gym/contracts';
import { handleCommand, uuid, ValidationError } from '@gym/platform';
import { getStudent } from '@gym/projection-service';
import { loadState, streams } from '../aggregates.ts';
import { metadataOf, type Actor, type Services } from '../services.ts';
import { studentDecider } from '../students/studentDecider.ts';
import { studentEmailDecider } from '../students/studentEmailDecider.ts';
import { emailStream } from '../students/studentHandlers.ts';
import { parseInput } from '../validation.ts';
import { inboxDecider } from './inboxDecider.ts';

export const inboxStream = (messageId: string) => `inboxMessage-${messageId}`;

/** The staff member's name as the message's sender. */
async function senderOf(svc: Services, actor: Actor) {
  const staff = actor.userId ? await getStudent(svc.documents, actor.accountId, actor.userId) : null;
  return { senderId: actor.userId, senderName: staff?.fullName ?? 'Equipe' };
}

/** createMessage(to, subject, body): `to` is the student's e-mail, resolved through its claim stream. */
export async function sendMessage(
  svc: Services,
  actor: Actor,
  args: unknown,
): Promise<{ message: InboxMessageSent['data']; position: number }> {
  const input = parseInput(createMessageInputSchema, args, []);
  const claim = await loadState(svc.eventStore, studentEmailDecider, emailStream(actor.accountId, input.to));
  const student = claim.ownerId
    ? await loadState(svc.eventStore, studentDecider, streams.student(claim.ownerId))
    : null;
  if (!claim.ownerId || student?.status !== 'registered' || student.accountId !== actor.accountId) {
    throw new ValidationError([{ path: ['to'], message: inboxMessages.recipientNotFound }]);
  }
  const messageId = uuid();
  const result = await handleCommand(svc.eventStore, {
    streamId: inboxStream(messageId),
    decider: inboxDecider,
    command: {
      type: 'SendMessage',
      data: {
        accountId: actor.accountId,
        messageId,
        studentId: claim.ownerId,
        subject: input.subject,
        body: input.body,
        now: svc.clock.now().toISOString(),
        studentExists: true,
        ...(await senderOf(svc, actor)),
      },
    },
    metadata: metadataOf(actor),
    eventIds: () => messageId,
  });
  return { message: result.events[0]!.data as InboxMessageSent['data'], position: result.position };
}

/** sendReplyMessage(messageId, body). */
export async function sendReply(
  svc: Services,
  actor: Actor,
  args: unknown,
): Promise<{ reply: InboxReplySent['data']; position: number }> {
  const input = parseInput(replyInputSchema, args, []);
  const replyId = uuid();
  const result = await handleCommand(svc.eventStore, {
    streamId: inboxStream(input.messageId),
    decider: inboxDecider,
    command: {
      type: 'SendReply',
      data: {
        accountId: actor.accountId,
        messageId: input.messageId,
        replyId,
        body: input.body,
        now: svc.clock.now().toISOString(),
        ...(await senderOf(svc, actor)),
      },
    },
    metadata: metadataOf(actor),
    eventIds: () => replyId,
    maxRetries: 10,
  });
  return { reply: result.events[0]!.data as InboxReplySent['data'], position: result.position };
}
