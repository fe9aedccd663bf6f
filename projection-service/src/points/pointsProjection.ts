import type { PointsBalanceDoc, PointsMovementRecorded, StudentDoc } from '@gym/contracts';
import type { Projection, ProjectionHandler, RecordedEvent } from '@gym/platform';

export const POINTS_BALANCES = 'pointsBalances';

const byStudentId = (event: RecordedEvent) => [(event.data as { studentId: string }).studentId];
const movementOf = (event: RecordedEvent) => (event as unknown as RecordedEvent<'PointsMovementRecorded', PointsMovementRecorded['data']>).data;

/** Collection `pointsBalances`: getUserPoints (total and paged history), one document per student. */
export const pointsBalancesProjection: Projection<PointsBalanceDoc> = {
  collection: { name: POINTS_BALANCES, indexes: [] },
  handlers: {
    PointsMovementRecorded: {
      ids: byStudentId,
      update: (doc, event) => {
        if (doc && doc.position >= event.position) return doc; // applied already
        const data = movementOf(event);
        const entry = { id: data.movementId, createdAt: data.recordedAt, operation: data.operation, value: data.value, obs: data.obs };
        return {
          id: data.studentId,
          accountId: data.accountId,
          totalPoints: data.balanceAfter,
          movements: [...(doc?.movements ?? []), entry],
          position: event.position,
        };
      },
    },
    StudentDeleted: { ids: byStudentId, update: () => null },
  },
};

/**
 * The student list's points column (relationship.points), spread into the students projection. The
 * event carries the balance after it, so applying it twice writes the same number.
 */
export const studentPointsHandlers: Record<string, ProjectionHandler<StudentDoc>> = {
  PointsMovementRecorded: {
    ids: byStudentId,
    update: (doc, event) => (doc ? { ...doc, points: movementOf(event).balanceAfter } : null),
  },
};
