import { PAGE_SIZE, type PointsBalanceDoc, type PointsMovementEntry } from '@gym/contracts';
import type { DocumentStore } from '@gym/platform';
import { getStudent } from '../students/studentQueries.ts';
import { POINTS_BALANCES } from './pointsProjection.ts';

export interface UserPoints {
  readonly totalPoints: number;
  /** Newest first, 25 a page. */
  readonly points: PointsMovementEntry[];
  readonly page: number;
  readonly totalPages: number;
}

/** getUserPoints: null for a student who is not a member of this account (no cross-tenant reads). */
export async function getUserPoints(
  docs: DocumentStore,
  accountId: string,
  studentId: string,
  page = 1,
): Promise<UserPoints | null> {
  if (!(await getStudent(docs, accountId, studentId))) return null;
  const doc = await docs.collection<PointsBalanceDoc>(POINTS_BALANCES).get(studentId);
  const movements = doc && doc.accountId === accountId ? doc.movements : [];
  const current = Math.max(1, Math.floor(page));
  const end = movements.length - (current - 1) * PAGE_SIZE;
  const points = end > 0 ? movements.slice(Math.max(0, end - PAGE_SIZE), end).reverse() : [];
  return {
    totalPoints: doc?.totalPoints ?? 0,
    points,
    page: current,
    totalPages: Math.max(1, Math.ceil(movements.length / PAGE_SIZE)),
  };
}
