import { getUserPoints } from '@gym/projection-service';
import type { Services } from '../services.ts';
import { actorOf } from '../tenancy/guard.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { recordPointsMovement } from './pointsHandlers.ts';

function pointsResolvers(svc: Services) {
  return {
    async getUserPoints(args: { userId: string; page?: number | null }, ctx: RequestContext) {
      return getUserPoints(svc.documents, actorOf(ctx).accountId, args.userId, args.page ?? 1);
    },

    async newMovementPoints(
      args: { userId: string; operation: string; value: number; obs?: string | null },
      ctx: RequestContext,
    ) {
      const { movement, position } = await recordPointsMovement(svc, actorOf(ctx), args);
      // Read-your-writes: the panel refreshes its history right after.
      await svc.readModelsReached(position);
      const { movementId, recordedAt, operation, value, obs, balanceAfter } = movement;
      return { id: movementId, createdAt: recordedAt, operation, value, obs, totalPoints: balanceAfter };
    },
  };
}

/** The admin scope's points fields with their access levels, spread into schemas.ts. */
export function pointsAdminOperations(svc: Services) {
  const points = pointsResolvers(svc);
  return {
    getUserPoints: { access: 'staff', resolve: points.getUserPoints },
    newMovementPoints: { access: 'manager', resolve: points.newMovementPoints },
  } as const;
}
