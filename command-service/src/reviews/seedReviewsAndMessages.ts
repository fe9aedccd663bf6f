import type { StudentDoc } from '@gym/contracts';
import { deterministicId, handleCommand } from '@gym/platform';
import { COURSES, PROGRAM_CLASSES, STUDENTS } from '@gym/projection-service';
import { sendMessage, sendReply } from '../inbox/inboxHandlers.ts';
import { metadataOf, type Actor, type Services } from '../services.ts';
import { reviewDecider } from './reviewDecider.ts';

const at = (svc: Services, iso: string): Services => ({ ...svc, clock: { now: () => new Date(iso) } });
const daysAgo = (svc: Services, days: number) => new Date(svc.clock.now().getTime() - days * 86_400_000).toISOString();

/**
 * The demo gym's /admin/reviews and /admin/messages (issue 22 items 3 and 4), first start only: members' reviews of
 * a course and of the morning class spread over the last weeks (so the rating has a history), one answered; a
 * thread the member answered (unread) and one staff already answered.
 */
export async function seedReviewsAndMessagesDemo(svc: Services, actor: Actor): Promise<void> {
  const students = await svc.documents
    .collection<StudentDoc>(STUDENTS)
    .find({ accountId: actor.accountId, rule: 'student' }, { limit: 5 });
  const course = (
    await svc.documents.collection<{ id: string }>(COURSES).find({ accountId: actor.accountId }, { limit: 1 })
  )[0];
  const programClass = (
    await svc.documents.collection<{ id: string }>(PROGRAM_CLASSES).find({ accountId: actor.accountId }, { limit: 1 })
  )[0];
  const items = [
    ...(course ? [{ type: 'course' as const, id: course.id }] : []),
    ...(programClass ? [{ type: 'program_class' as const, id: programClass.id }] : []),
  ];
  const comments = [
    'Adorei, muito bem explicado!',
    'Bom, mas poderia ter mais exemplos.',
    'Excelente professor.',
    null,
  ];
  let n = 0;
  for (const item of items) {
    for (const [i, student] of students.entries()) {
      n += 1;
      const rating = [5, 3, 4, 5, 2][(i + n) % 5]!;
      const reviewId = deterministicId('review', actor.accountId, student.id, item.type, item.id);
      await handleCommand(svc.eventStore, {
        streamId: `review-${reviewId}`,
        decider: reviewDecider,
        command: {
          type: 'SubmitReview',
          data: {
            accountId: actor.accountId,
            reviewId,
            userId: student.id,
            userName: student.fullName,
            reviewableType: item.type,
            reviewableId: item.id,
            rating,
            comment: comments[n % comments.length] ?? null,
            now: daysAgo(svc, 40 - n * 3),
          },
        },
        metadata: metadataOf({ ...actor, userId: student.id }),
      });
      if (n === 1)
        await handleCommand(svc.eventStore, {
          streamId: `review-${reviewId}`,
          decider: reviewDecider,
          command: {
            type: 'ReplyToReview',
            data: {
              accountId: actor.accountId,
              reviewId,
              reply: 'Obrigado pela avaliação! Até a próxima aula.',
              authorId: null,
              authorName: 'Equipe',
              now: daysAgo(svc, 30),
            },
          },
          metadata: metadataOf(actor),
        });
    }
  }
  const [first, second] = students;
  if (first) {
    const { message } = await sendMessage(at(svc, daysAgo(svc, 2)), actor, {
      to: first.email,
      subject: 'Avaliação física',
      body: `Olá, ${first.name}! Sua avaliação física está marcada para sexta às 8h.`,
    });
    const self = { accountId: actor.accountId, userId: first.id, correlationId: 'seed' };
    await sendReply(at(svc, daysAgo(svc, 1)), self, {
      messageId: message.messageId,
      body: 'Posso remarcar para as 9h?',
    });
  }
  if (second) {
    const { message } = await sendMessage(at(svc, daysAgo(svc, 5)), actor, {
      to: second.email,
      subject: 'Bem-vindo!',
      body: 'Seja bem-vindo à Academia Demo. Qualquer dúvida, responda esta mensagem.',
    });
    const self = { accountId: actor.accountId, userId: second.id, correlationId: 'seed' };
    await sendReply(at(svc, daysAgo(svc, 4)), self, { messageId: message.messageId, body: 'Obrigado!' });
    await sendReply(at(svc, daysAgo(svc, 3)), actor, { messageId: message.messageId, body: 'Bons treinos!' });
  }
  await svc.readModelsReached(await svc.eventStore.headPosition(), 10_000);
}
