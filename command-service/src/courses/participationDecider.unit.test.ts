import { participationMessages } from '@gym/contracts';
import { IllegalStateError, NotFoundError, ValidationError } from '@gym/platform';
import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import { participationDecider, type ParticipationEvent } from './participationDecider.ts';

const accountId = 'acc-1';
const now = '2026-11-24T12:00:00.000Z';
const later = '2026-11-24T13:00:00.000Z';
const spec = deciderSpec(participationDecider);
const unit = { unitId: 'u1', courseId: 'c1', moduleId: 'm1', participationType: 'video' };
const submit = (over: Record<string, unknown> = {}) => ({
  type: 'SubmitParticipation' as const,
  data: {
    accountId,
    participationId: 'p1',
    studentId: 's1',
    unit,
    mediaType: 'video' as const,
    mediaUrl: 'http://h/demo/files/acc-1/participations/videos/v.webm',
    mediaInAccount: true,
    comment: 'Fiz!',
    now,
    ...over,
  },
});
const submitted: ParticipationEvent = {
  type: 'ParticipationSubmitted',
  data: {
    accountId,
    participationId: 'p1',
    studentId: 's1',
    courseId: 'c1',
    moduleId: 'm1',
    unitId: 'u1',
    mediaType: 'video',
    mediaUrl: 'http://h/demo/files/acc-1/participations/videos/v.webm',
    comment: 'Fiz!',
    submittedAt: now,
  },
};
const review = (approve: boolean, comment: string | null, account = accountId) => ({
  type: 'ReviewParticipation' as const,
  data: { accountId: account, participationId: 'p1', reviewerId: 'staff-1', approve, comment, now: later },
});

describe('participation decider', () => {
  it('takes a member’s file on a lesson that asks for that kind', () => {
    spec.given([]).when(submit()).then([submitted]);
    spec
      .given([])
      .when(submit({ unit: { ...unit, participationType: 'all' } }))
      .then([submitted]);
  });

  it('refuses a lesson without participations, another kind, a missing lesson, a missing or foreign file, a non-member', () => {
    spec
      .given([])
      .when(submit({ unit: { ...unit, participationType: 'none' } }))
      .thenThrows(IllegalStateError, participationMessages.closed);
    spec
      .given([])
      .when(submit({ mediaType: 'image' }))
      .thenThrows(ValidationError, participationMessages.typeNotAccepted('vídeo'));
    spec
      .given([])
      .when(submit({ unit: null }))
      .thenThrows(NotFoundError, 'Aula não encontrada');
    spec
      .given([])
      .when(submit({ mediaUrl: null }))
      .thenThrows(ValidationError, participationMessages.mediaRequired);
    spec
      .given([])
      .when(submit({ mediaInAccount: false }))
      .thenThrows(ValidationError, participationMessages.mediaNotOurs);
    spec
      .given([])
      .when(submit({ studentId: null }))
      .thenThrows(IllegalStateError, participationMessages.memberOnly);
  });

  it('approves and comments; the comment is kept by a later approval; the same review twice changes nothing', () => {
    const commented: ParticipationEvent = {
      type: 'ParticipationReviewed',
      data: {
        accountId,
        participationId: 'p1',
        reviewerId: 'staff-1',
        approved: false,
        comment: 'Boa!',
        reviewedAt: later,
      },
    };
    spec.given([submitted]).when(review(false, 'Boa!')).then([commented]);
    spec
      .given([submitted, commented])
      .when(review(true, null))
      .then([{ ...commented, data: { ...commented.data, approved: true } }]);
    spec.given([submitted, commented]).when(review(false, 'Boa!')).thenNothingHappens();
  });

  it('refuses an empty review, and a missing or foreign participation', () => {
    spec.given([submitted]).when(review(false, null)).thenThrows(ValidationError, participationMessages.reviewEmpty);
    spec.given([]).when(review(true, null)).thenThrows(NotFoundError, participationMessages.notFound);
    spec
      .given([submitted])
      .when(review(true, null, 'acc-2'))
      .thenThrows(NotFoundError, participationMessages.notFound);
  });
});
