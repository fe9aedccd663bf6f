import type { PointsMovementRecorded } from './events.ts';

export interface PointsMovementEntry {
  readonly id: string;
  readonly createdAt: string;
  readonly operation: PointsMovementRecorded['data']['operation'];
  readonly value: number;
  readonly obs: string | null;
}

/** Collection `pointsBalances`: one document per student, its balance and every movement (oldest first). */
export interface PointsBalanceDoc {
  readonly id: string;
  readonly accountId: string;
  readonly totalPoints: number;
  readonly movements: readonly PointsMovementEntry[];
  /** Log position of the last movement applied: a replayed event changes nothing. */
  readonly position: number;
}
