import { withoutAccents, type PointsMovementDoc, type PointsRankingDoc, type PointsRulesDoc } from '@gym/contracts';
import type { ReadModel } from '../readModel.ts';

export const POINTS_RANKING = 'pointsRanking';
export const POINTS_MOVEMENTS = 'pointsMovements';
export const POINTS_RULES = 'pointsRules';

const byStudentId = (event: { data: { studentId: string } }) => [event.data.studentId];
const sortNameOf = (fullName: string) => withoutAccents(fullName).toLowerCase().trim();

/**
 * Collection `pointsRanking` (/admin/points): one document per student (rule student) with the balance the last
 * movement left, so the ranking is an indexed sort (accountId, balance, sortName), never a sum at query time.
 */
export const pointsRankingProjection: ReadModel<PointsRankingDoc> = {
  collection: {
    name: POINTS_RANKING,
    indexes: [{ fields: ['accountId', 'balance', 'sortName', 'id'] }],
    textFields: ['fullName', 'email'],
  },
  handlers: {
    StudentRegistered: {
      ids: byStudentId,
      update: (doc, event) => {
        if (doc) return doc; // applied already
        const { data } = event;
        if (data.rule !== 'student') return null;
        const fullName = `${data.profile.name} ${data.profile.lastName}`.trim();
        return {
          id: data.studentId,
          accountId: data.accountId,
          fullName,
          sortName: sortNameOf(fullName),
          email: data.profile.email,
          balance: 0,
          updatedAt: data.registeredAt,
        };
      },
    },
    StudentProfileUpdated: {
      ids: byStudentId,
      update: (doc, event) => {
        if (!doc) return null;
        const fullName = `${event.data.profile.name} ${event.data.profile.lastName}`.trim();
        return { ...doc, fullName, sortName: sortNameOf(fullName), email: event.data.profile.email };
      },
    },
    // The event carries the balance after it; its log position keeps a replayed older one from going back.
    PointsMovementRecorded: {
      ids: byStudentId,
      update: (doc, event) => {
        if (!doc) return null;
        if ((doc.position ?? 0) >= event.position) return doc; // applied already
        return { ...doc, balance: event.data.balanceAfter, updatedAt: event.data.recordedAt, position: event.position };
      },
    },
    StudentDeleted: { ids: byStudentId, update: () => null },
  },
};

/**
 * Collection `pointsMovements` (/admin/points): every movement of the account, newest first, filtered by student,
 * source, operation and period through its indexes. Keyed by the movement id: a replay writes the same document.
 */
export const pointsMovementsProjection: ReadModel<PointsMovementDoc> = {
  collection: {
    name: POINTS_MOVEMENTS,
    indexes: [
      { fields: ['accountId', 'createdAt', 'seq'] },
      { fields: ['accountId', 'studentId', 'createdAt'] },
      { fields: ['accountId', 'source', 'createdAt'] },
    ],
  },
  handlers: {
    PointsMovementRecorded: {
      ids: (event) => [event.data.movementId],
      update: (_doc, event) => {
        const d = event.data;
        return {
          id: d.movementId,
          accountId: d.accountId,
          studentId: d.studentId,
          operation: d.operation,
          value: d.value,
          obs: d.obs,
          source: d.source ?? 'manual',
          balanceAfter: d.balanceAfter,
          createdAt: d.recordedAt,
          seq: event.position,
        };
      },
    },
  },
};

/** Collection `pointsRules` (crmSettings): the account's automatic points rules as last saved. */
export const pointsRulesProjection: ReadModel<PointsRulesDoc> = {
  collection: { name: POINTS_RULES, indexes: [] },
  handlers: {
    PointsRulesChanged: {
      ids: (event) => [event.data.accountId],
      update: (_doc, event) => ({
        id: event.data.accountId,
        accountId: event.data.accountId,
        rules: event.data.rules,
        changedAt: event.data.changedAt,
      }),
    },
  },
};

export const pointsOverviewProjections = [
  pointsRankingProjection,
  pointsMovementsProjection,
  pointsRulesProjection,
] as const;
