import { planMessages, toSaoPauloDate, daysBetween, type PlanDoc, type StudentPlanDoc } from '@gym/contracts';
import { NotFoundError, ValidationError } from '@gym/platform';
import { billingReport, getPlan, listPlans, listStudentPlans, MAX_REPORT_DAYS } from '@gym/projection-service';
import type { Services } from '../services.ts';
import { actorOf, type Access } from '../tenancy/guard.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { toPlanGql, toUserPlanGql } from './planGql.ts';
import { archivePlan, planStream, savePlan } from './planHandlers.ts';
import { docAsDecided } from '../web/decidedAnswer.ts';
import { endStudentPlanFreeze, freezeLimitsOf, freezeStudentPlan, setFreezeLimits } from './freezeHandlers.ts';
import {
  cancelStudentPlanRenewal,
  markPaymentReceived,
  saveStudentPlan,
  studentPlanStream,
} from './studentPlanHandlers.ts';

// biome-ignore lint/suspicious/noExplicitAny: a list of resolvers each with its own args type; `unknown` would reject them (parameters are contravariant)
type Guarded = { readonly access: Access; readonly resolve: (args: any, ctx: RequestContext) => unknown };

/** A report bound: a day or an ISO timestamp (the console sends -03:00), read as a São Paulo day. */
function reportDay(value: string, field: string): string {
  const day = toSaoPauloDate(value);
  if (!day) throw ValidationError.field(field, planMessages.invalidDateRange);
  return day;
}

/** The admin endpoint's plan and money fields with their access levels (spread into schemas.ts). */
export function planOperations(svc: Services): Record<string, Guarded> {
  /** A student's plan as its save decided it, even when the read models are late (issue 27, finding 10). */
  async function studentPlanAsDecided(accountId: string, studentPlanId: string, position: number) {
    const doc = await docAsDecided<StudentPlanDoc>(svc, {
      collection: 'studentPlans',
      streamId: studentPlanStream(studentPlanId),
      id: studentPlanId,
      accountId,
      position,
    });
    if (!doc) throw new NotFoundError(planMessages.studentPlanNotFound);
    return doc;
  }
  return {
    getPlans: {
      access: 'staff',
      async resolve(args: { page?: number | null; search?: string | null }, ctx) {
        const page = await listPlans(svc.documents, actorOf(ctx).accountId, args);
        return { ...page, list: page.list.map(toPlanGql) };
      },
    },
    plan: {
      access: 'staff',
      async resolve(args: { id: string }, ctx) {
        const doc = await getPlan(svc.documents, actorOf(ctx).accountId, args.id);
        return doc ? toPlanGql(doc) : null;
      },
    },
    getAlunoPlans: {
      access: 'staff',
      async resolve(args: { alunoId: string; page?: number | null; status?: string | null }, ctx) {
        const page = await listStudentPlans(svc.documents, actorOf(ctx).accountId, args);
        return { ...page, list: page.list.map(toUserPlanGql) };
      },
    },
    billingReport: {
      access: 'manager',
      async resolve(args: { fromDate: string; toDate: string }, ctx) {
        const from = reportDay(args.fromDate, 'fromDate');
        const to = reportDay(args.toDate, 'toDate');
        const span = daysBetween(from, to);
        if (span < 0 || span >= MAX_REPORT_DAYS) throw ValidationError.field('toDate', planMessages.invalidDateRange);
        return {
          fromDate: from,
          toDate: to,
          ...(await billingReport(svc.documents, actorOf(ctx).accountId, from, to)),
        };
      },
    },
    planFreezeLimits: {
      access: 'staff',
      resolve: (_args: unknown, ctx) => freezeLimitsOf(svc, actorOf(ctx).accountId),
    },
    setPlanFreezeLimits: {
      access: 'manager',
      resolve: (args: unknown, ctx) => setFreezeLimits(svc, actorOf(ctx), args),
    },
    freezeStudentPlan: {
      access: 'manager',
      async resolve(args: unknown, ctx) {
        const actor = actorOf(ctx);
        const { studentPlanId, position } = await freezeStudentPlan(svc, actor, args);
        return toUserPlanGql(await studentPlanAsDecided(actor.accountId, studentPlanId, position));
      },
    },
    endStudentPlanFreeze: {
      access: 'manager',
      async resolve(args: { id: string }, ctx) {
        const actor = actorOf(ctx);
        if (!/^[0-9a-f-]{36}$/i.test(args.id)) throw new NotFoundError(planMessages.studentPlanNotFound);
        const position = await endStudentPlanFreeze(svc, actor, args.id);
        return toUserPlanGql(await studentPlanAsDecided(actor.accountId, args.id, position));
      },
    },
    cancelStudentPlanRenewal: {
      access: 'manager',
      async resolve(args: { id: string }, ctx) {
        const actor = actorOf(ctx);
        const { studentPlanId, position } = await cancelStudentPlanRenewal(svc, actor, args.id);
        return toUserPlanGql(await studentPlanAsDecided(actor.accountId, studentPlanId, position));
      },
    },
    createOrUpdatePlan: {
      access: 'manager',
      async resolve(args: { input: unknown }, ctx) {
        const actor = actorOf(ctx);
        const { planId, position } = await savePlan(svc, actor, args.input);
        // The answer is what was saved, even when the read models are late (issue 27).
        const doc = await docAsDecided<PlanDoc>(svc, {
          collection: 'plans',
          streamId: planStream(planId),
          id: planId,
          accountId: actor.accountId,
          position,
        });
        if (!doc) throw new NotFoundError(planMessages.planNotFound);
        return { plan: toPlanGql(doc) };
      },
    },
    archivePlan: {
      access: 'manager',
      async resolve(args: { id: string }, ctx) {
        const actor = actorOf(ctx);
        const position = await archivePlan(svc, actor, args.id);
        const doc = await docAsDecided<PlanDoc>(svc, {
          collection: 'plans',
          streamId: planStream(args.id),
          id: args.id,
          accountId: actor.accountId,
          position,
        });
        if (!doc) throw new NotFoundError(planMessages.planNotFound);
        return toPlanGql(doc);
      },
    },
    createOrUpdatePlanToUser: {
      access: 'manager',
      async resolve(args: Record<string, unknown>, ctx) {
        const actor = actorOf(ctx);
        const { studentPlanId, position } = await saveStudentPlan(svc, actor, args);
        return toUserPlanGql(await studentPlanAsDecided(actor.accountId, studentPlanId, position));
      },
    },
    setPaymentReceived: {
      access: 'manager',
      async resolve(args: { id: string; received: boolean }, ctx) {
        const actor = actorOf(ctx);
        const { studentPlanId, position } = await markPaymentReceived(svc, actor, args.id, args.received);
        const payment = (await studentPlanAsDecided(actor.accountId, studentPlanId, position)).planPayments.find(
          (p) => p.id === args.id,
        );
        if (!payment) throw new NotFoundError(planMessages.paymentNotFound);
        return payment;
      },
    },
  };
}
