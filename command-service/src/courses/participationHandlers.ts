import { participationFolders, reviewParticipationInputSchema, submitParticipationInputSchema } from '@gym/contracts';
import { ForbiddenError, handleCommand, uuid } from '@gym/platform';
import { memberAccessMessages } from '@gym/contracts/memberApp/contentMessages';
import { getCourse } from '@gym/projection-service';
import { courseOpensTo, memberAccessOf } from '../memberContent/memberAccess.ts';
import { loadState } from '../aggregates.ts';
import { metadataOf, type Actor, type Services } from '../services.ts';
import { fileUrlOf } from '../uploads/uploadHandlers.ts';
import { parseInput } from '../validation.ts';
import { courseDecider, courseModuleDecider, courseUnitDecider } from './courseDeciders.ts';
import { courseModuleStream, courseStream, courseUnitStream } from './courseHandlers.ts';
import { participationDecider, type ParticipationUnit } from './participationDecider.ts';

export const participationStream = (id: string) => `participation-${id}`;

/** The lesson as the write side knows it: live, in a live module of a live course of the account. */
async function liveUnit(svc: Services, accountId: string, unitId: string): Promise<ParticipationUnit | null> {
  const unit = await loadState(svc.eventStore, courseUnitDecider, courseUnitStream(unitId));
  if (unit.status !== 'live' || unit.accountId !== accountId || !unit.moduleId) return null;
  const module = await loadState(svc.eventStore, courseModuleDecider, courseModuleStream(unit.moduleId));
  if (module.status !== 'live' || !module.courseId) return null;
  const course = await loadState(svc.eventStore, courseDecider, courseStream(module.courseId));
  if (course.status !== 'live' || course.accountId !== accountId) return null;
  return {
    unitId,
    moduleId: unit.moduleId,
    courseId: module.courseId,
    participationType: unit.details.participationType,
  };
}

/** submitParticipation (member): the file must be one of this account's participation uploads of that kind. */
export async function submitParticipation(
  svc: Services,
  actor: Actor,
  account: { id: string; code: string },
  args: unknown,
) {
  const input = parseInput(submitParticipationInputSchema, args, []);
  const participationId = uuid();
  const unit = await liveUnit(svc, actor.accountId, input.unitId);
  // A lesson of a course outside the member's plan is refused before the decider (memberContent/memberAccess.ts).
  // Without a user the decider answers 'Só alunos enviam participações'.
  const course = unit && actor.userId && (await getCourse(svc.documents, actor.accountId, unit.courseId));
  if (course && !courseOpensTo(course, await memberAccessOf(svc, actor.accountId, actor.userId!)))
    throw new ForbiddenError(memberAccessMessages.courseOutsidePlan);
  const prefix = fileUrlOf(svc, account.code, `${account.id}/${participationFolders[input.mediaType]}/`);
  const result = await handleCommand(svc.eventStore, {
    streamId: participationStream(participationId),
    decider: participationDecider,
    command: {
      type: 'SubmitParticipation',
      data: {
        accountId: actor.accountId,
        participationId,
        studentId: actor.userId,
        unit,
        mediaType: input.mediaType,
        mediaUrl: input.mediaUrl || null,
        mediaInAccount: !!input.mediaUrl && input.mediaUrl.startsWith(prefix),
        comment: input.comment || null,
        now: svc.clock.now().toISOString(),
      },
    },
    metadata: metadataOf(actor),
  });
  return { participationId, position: result.position };
}

/** reviewParticipation (staff): approve and/or comment. */
export async function reviewParticipation(svc: Services, actor: Actor, args: unknown) {
  const input = parseInput(reviewParticipationInputSchema, args, []);
  const result = await handleCommand(svc.eventStore, {
    streamId: participationStream(input.id),
    decider: participationDecider,
    command: {
      type: 'ReviewParticipation',
      data: {
        accountId: actor.accountId,
        participationId: input.id,
        reviewerId: actor.userId,
        approve: input.approve === true,
        comment: input.comment || null,
        now: svc.clock.now().toISOString(),
      },
    },
    metadata: metadataOf(actor),
  });
  return { participationId: input.id, position: result.position };
}
