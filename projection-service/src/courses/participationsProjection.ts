import type { ParticipationDoc } from '@gym/contracts';
import type { DocumentStore } from '@gym/platform';
import type { ReadModel } from '../readModel.ts';

export const PARTICIPATIONS = 'participations';

const byParticipation = (event: { data: { participationId: string } }) => [event.data.participationId];

/** Collection `participations`: the staff's review list (newest first) and the member's own answers. */
export const participationsProjection: ReadModel<ParticipationDoc> = {
  collection: {
    name: PARTICIPATIONS,
    indexes: [{ fields: ['accountId', 'submittedAt'] }, { fields: ['accountId', 'studentId'] }],
  },
  handlers: {
    ParticipationSubmitted: {
      ids: byParticipation,
      update: (doc, event) => {
        if (doc) return doc;
        const { participationId, ...data } = event.data;
        return { id: participationId, ...data, status: 'pending', staffComment: null, reviewedAt: null };
      },
    },
    ParticipationReviewed: {
      ids: byParticipation,
      update: (doc, event) => {
        if (!doc || (doc.reviewedAt && event.data.reviewedAt < doc.reviewedAt)) return doc;
        return {
          ...doc,
          status: event.data.approved ? 'approved' : 'pending',
          staffComment: event.data.comment,
          reviewedAt: event.data.reviewedAt,
        };
      },
    },
  },
};

/** The staff's list: newest first, filtered by status and course when given. */
export function listParticipations(
  docs: DocumentStore,
  accountId: string,
  filter: { status?: string | null; courseId?: string | null; studentId?: string | null } = {},
): Promise<ParticipationDoc[]> {
  return docs.collection<ParticipationDoc>(PARTICIPATIONS).find(
    {
      accountId,
      ...(filter.status ? { status: filter.status } : {}),
      ...(filter.courseId ? { courseId: filter.courseId } : {}),
      ...(filter.studentId ? { studentId: filter.studentId } : {}),
    },
    {
      sort: [
        ['submittedAt', -1],
        ['id', 1],
      ],
      limit: 500,
    },
  );
}

export async function getParticipation(
  docs: DocumentStore,
  accountId: string,
  id: string,
): Promise<ParticipationDoc | null> {
  const doc = await docs.collection<ParticipationDoc>(PARTICIPATIONS).get(id);
  return doc && doc.accountId === accountId ? doc : null;
}
