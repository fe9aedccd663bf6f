import type { PointsBalanceDoc, StudentDoc } from '@gym/contracts';
import type { EventOf, ReadModel, ReadModelHandlers } from '../readModel.ts';

export const POINTS_BALANCES = 'pointsBalances';

const byStudentId = (event: { data: { studentId: string } }) => [event.data.studentId];
const movementOf = (event: EventOf<'PointsMovementRecorded'>) => event.data;

/** Collection `pointsBalances`: getUserPoints (total and paged history), one document per student. */
export const pointsBalancesProjection: ReadModel<PointsBalanceDoc> = {
  collection: { name: POINTS_BALANCES, indexes: [] },
  handlers: {
    PointsMovementRecorded: {
      ids: byStudentId,
      update: (doc, event) => {
        if (doc && doc.position >= event.position) return doc; // applied already
        const data = movementOf(event);
        const entry = {
          id: data.movementId,
          createdAt: data.recordedAt,
          operation: data.operation,
          value: data.value,
          obs: data.obs,
        };
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
export const studentPointsHandlers: ReadModelHandlers<StudentDoc> = {
  PointsMovementRecorded: {
    ids: byStudentId,
    update: (doc, event) => (doc ? { ...doc, points: movementOf(event).balanceAfter } : null),
  },
};
