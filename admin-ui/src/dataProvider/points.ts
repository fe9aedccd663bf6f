import { adminRequest } from './request';

export interface PointsMovement {
  readonly id: string;
  readonly createdAt: string;
  readonly operation: 'add' | 'sub';
  readonly value: number;
  readonly obs: string | null;
}
export interface UserPoints {
  readonly totalPoints: number;
  readonly points: readonly PointsMovement[];
  readonly page: number;
  readonly totalPages: number;
}
export interface NewMovement {
  readonly userId: string;
  readonly operation: 'add' | 'sub';
  readonly value: number;
  readonly obs: string | null;
}

const USER_POINTS = `query getUserPoints($userId: ID!, $page: Int) {
  getUserPoints(userId: $userId, page: $page) { totalPoints page totalPages points { id createdAt operation value obs } }
}`;
const NEW_MOVEMENT = `mutation newMovementPoints($userId: ID!, $operation: String!, $value: Int!, $obs: String) {
  newMovementPoints(userId: $userId, operation: $operation, value: $value, obs: $obs) { id totalPoints }
}`;

/** A student's points (spec 002 'Points'): a balance with its movements, not a list of records, so custom methods. */
export const pointsMethods = {
  getUserPoints: (userId: string, page: number): Promise<UserPoints> =>
    adminRequest<{ getUserPoints: UserPoints | null }>(USER_POINTS, { userId, page }).then(
      (d) => d.getUserPoints ?? { totalPoints: 0, points: [], page: 1, totalPages: 1 },
    ),
  newMovementPoints: (movement: NewMovement) =>
    adminRequest<{ newMovementPoints: { totalPoints: number } }>(NEW_MOVEMENT, { ...movement }).then(
      (d) => d.newMovementPoints,
    ),
};
