import type { PointsRuleKind } from './enums.ts';
import type { PointsRules } from './rules.ts';

/** Collection `pointsRules`: one document per account (crmSettings). */
export interface PointsRulesDoc {
  readonly id: string;
  readonly accountId: string;
  readonly rules: PointsRules;
  readonly changedAt: string;
}

/** Collection `pointsRanking`: one document per student of an account, sorted by balance. */
export interface PointsRankingDoc {
  readonly id: string;
  readonly accountId: string;
  readonly fullName: string;
  readonly sortName: string;
  readonly email: string;
  readonly balance: number;
  readonly updatedAt: string;
  /** Log position of the last movement applied (absent before the first). */
  readonly position?: number;
}

/** Collection `pointsMovements`: one document per movement of the account (the overview's history). */
export interface PointsMovementDoc {
  readonly id: string;
  readonly accountId: string;
  readonly studentId: string;
  readonly operation: 'add' | 'sub';
  readonly value: number;
  readonly obs: string | null;
  readonly source: 'manual' | PointsRuleKind;
  readonly balanceAfter: number;
  readonly createdAt: string;
  /** The event's log position: the order of movements recorded in the same millisecond. */
  readonly seq: number;
}
