import { recordUnits, type ExerciseType } from '@gym/contracts';
import { UnauthenticatedError } from '@gym/platform';
import { getPersonalRecords, type PersonalRecordsView } from '@gym/projection-service';
import type { Services } from '../services.ts';
import { actorOf } from '../tenancy/guard.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { setPersonalRecord } from './personalRecordHandlers.ts';

const entry = (e: PersonalRecordsView['best']) => ({
  id: e.recordId,
  value: e.value,
  recordedOn: e.recordedOn,
  enteredBy: e.enteredBy,
});
const view = (r: PersonalRecordsView) => ({
  exercise: { id: r.exerciseId, name: r.exerciseName },
  exerciseType: r.exerciseType,
  unit: recordUnits[r.exerciseType as ExerciseType] ?? '',
  best: entry(r.best),
  history: r.history.map(entry),
});

async function save(svc: Services, ctx: RequestContext, studentId: string, by: 'staff' | 'member', args: unknown) {
  const { position, event } = await setPersonalRecord(svc, actorOf(ctx), studentId, by, args);
  await svc.readModelsReached(position);
  return { status: 'success', isPersonalBest: event?.isPersonalBest ?? false };
}

const me = (ctx: RequestContext) => {
  if (!ctx.principal) throw new UnauthenticatedError();
  return ctx.principal.userId;
};

/** Staff read and enter any student's records; spread into schemas.ts. */
export function recordAdminOperations(svc: Services) {
  return {
    getPersonalRecords: {
      access: 'staff',
      resolve: async (args: { userId: string }, ctx: RequestContext) =>
        (await getPersonalRecords(svc.documents, actorOf(ctx).accountId, args.userId)).map(view),
    },
    setPersonalRecord: {
      access: 'staff',
      resolve: (args: { userId: string }, ctx: RequestContext) => save(svc, ctx, args.userId, 'staff', args),
    },
  } as const;
}

/** The member's own records on the account endpoint. */
export function recordMemberOperations(svc: Services) {
  return {
    myPersonalRecords: {
      access: 'member',
      resolve: async (_args: unknown, ctx: RequestContext) =>
        (await getPersonalRecords(svc.documents, actorOf(ctx).accountId, me(ctx))).map(view),
    },
    setMyPersonalRecord: {
      access: 'member',
      resolve: (args: unknown, ctx: RequestContext) => save(svc, ctx, me(ctx), 'member', args),
    },
  } as const;
}
