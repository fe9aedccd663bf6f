import {
  participationMediaLabels,
  participationMessages,
  type ParticipationMediaType,
  type ParticipationReviewed,
  type ParticipationSubmitted,
} from '@gym/contracts';
import { IllegalStateError, NotFoundError, ValidationError, type Decider } from '@gym/platform';

/** What the handler found of the lesson: live, of the member's account, with its participation type. */
export interface ParticipationUnit {
  readonly unitId: string;
  readonly courseId: string;
  readonly moduleId: string;
  readonly participationType: string;
}

export type ParticipationCommand =
  | {
      type: 'SubmitParticipation';
      data: {
        accountId: string;
        participationId: string;
        studentId: string | null;
        unit: ParticipationUnit | null;
        mediaType: ParticipationMediaType;
        mediaUrl: string | null;
        /** The file is one of this account's participation uploads. */
        mediaInAccount: boolean;
        comment: string | null;
        now: string;
      };
    }
  | {
      type: 'ReviewParticipation';
      data: {
        accountId: string;
        participationId: string;
        reviewerId: string | null;
        approve: boolean;
        comment: string | null;
        now: string;
      };
    };
export type ParticipationEvent = ParticipationSubmitted | ParticipationReviewed;
export type ParticipationState =
  | { status: 'none' }
  | { status: 'pending' | 'approved'; accountId: string; comment: string | null };

/** A participation (stream `participation-<id>`): a member's file on a lesson, then the staff's review. */
export const participationDecider: Decider<ParticipationCommand, ParticipationEvent, ParticipationState> = {
  initialState: () => ({ status: 'none' }),
  decide(command, state) {
    if (command.type === 'SubmitParticipation') {
      const { accountId, participationId, studentId, unit, mediaType, mediaUrl, mediaInAccount, comment, now } =
        command.data;
      if (!studentId) throw new IllegalStateError(participationMessages.memberOnly);
      if (!unit) throw new NotFoundError('Aula não encontrada');
      if (unit.participationType === 'none') throw new IllegalStateError(participationMessages.closed);
      if (unit.participationType !== 'all' && unit.participationType !== mediaType)
        throw ValidationError.field(
          'mediaType',
          participationMessages.typeNotAccepted(
            participationMediaLabels[unit.participationType as ParticipationMediaType] ?? unit.participationType,
          ),
        );
      if (!mediaUrl) throw ValidationError.field('mediaUrl', participationMessages.mediaRequired);
      if (!mediaInAccount) throw ValidationError.field('mediaUrl', participationMessages.mediaNotOurs);
      if (state.status !== 'none') return []; // a retry of the same submission
      return [
        {
          type: 'ParticipationSubmitted',
          data: {
            accountId,
            participationId,
            studentId,
            courseId: unit.courseId,
            moduleId: unit.moduleId,
            unitId: unit.unitId,
            mediaType,
            mediaUrl,
            comment,
            submittedAt: now,
          },
        },
      ];
    }
    const { accountId, participationId, reviewerId, approve, comment, now } = command.data;
    if (state.status === 'none' || state.accountId !== accountId)
      throw new NotFoundError(participationMessages.notFound);
    if (!approve && !comment) throw ValidationError.field('comment', participationMessages.reviewEmpty);
    const approved = approve || state.status === 'approved';
    if (approved === (state.status === 'approved') && (comment ?? state.comment) === state.comment) return [];
    return [
      {
        type: 'ParticipationReviewed',
        data: { accountId, participationId, reviewerId, approved, comment: comment ?? state.comment, reviewedAt: now },
      },
    ];
  },
  evolve(state, event) {
    switch (event.type) {
      case 'ParticipationSubmitted':
        return { status: 'pending', accountId: event.data.accountId, comment: null };
      case 'ParticipationReviewed':
        return state.status === 'none'
          ? state
          : { ...state, status: event.data.approved ? 'approved' : 'pending', comment: event.data.comment };
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },
};
