import { endpoints } from '../lib/env';
import { graphqlRequest } from '../lib/graphqlRequest';

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

/** getUserPoints(userId, page): spec 002 section 7. */
export async function fetchUserPoints(userId: string, page: number): Promise<UserPoints> {
  const data = await graphqlRequest<{ getUserPoints: UserPoints | null }>(
    endpoints.admin,
    `query getUserPoints($userId: ID!, $page: Int) {
      getUserPoints(userId: $userId, page: $page) { totalPoints page totalPages points { id createdAt operation value obs } }
    }`,
    { userId, page },
  );
  return data.getUserPoints ?? { totalPoints: 0, points: [], page: 1, totalPages: 1 };
}

/** newMovementPoints(userId, operation, value, obs). */
export async function newMovementPoints(variables: { userId: string; operation: 'add' | 'sub'; value: number; obs: string | null }) {
  return graphqlRequest<{ newMovementPoints: { totalPoints: number } }>(
    endpoints.admin,
    `mutation newMovementPoints($userId: ID!, $operation: String!, $value: Int!, $obs: String) {
      newMovementPoints(userId: $userId, operation: $operation, value: $value, obs: $obs) { id totalPoints }
    }`,
    variables,
  );
}
