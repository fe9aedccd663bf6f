import { billingMessages, daysBetween, toSaoPauloDate } from '@gym/contracts';
import { NotFoundError, ValidationError } from '@gym/platform';
import {
  getStudent,
  MAX_REPORT_DAYS,
  overduePlans,
  recoveryReport,
  recurringBillingOf,
  recurringBillingOfStudent,
} from '@gym/projection-service';
import type { Services } from '../services.ts';
import { actorOf } from '../tenancy/guard.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { toOverdueStudentGql, toRecurringBillingGql } from './billingGql.ts';
import { chargeOverdueNow, loadBillingLadder, loadPlan, saveCardOnFile, writeOffPayment } from './billingHandlers.ts';
import { setBillingLadder } from './ladderSettingsHandlers.ts';

function reportDay(value: string, field: string): string {
  const day = toSaoPauloDate(value);
  if (!day) throw ValidationError.field(field, billingMessages.invalidPeriod);
  return day;
}

const studentPlanOfPayment = (paymentId: string) => paymentId.slice(0, Math.max(0, paymentId.lastIndexOf('_')));

export function billingResolvers(svc: Services) {
  const billingDocOf = async (accountId: string, studentPlanId: string) => {
    const doc = await recurringBillingOf(svc.documents, accountId, studentPlanId);
    if (!doc) throw new NotFoundError(billingMessages.paymentNotFound);
    return toRecurringBillingGql(doc);
  };
  return {
    billingLadder(_args: unknown, ctx: RequestContext) {
      return loadBillingLadder(svc, actorOf(ctx).accountId);
    },

    setBillingLadder(args: { input: unknown }, ctx: RequestContext) {
      return setBillingLadder(svc, actorOf(ctx), args.input);
    },

    async alunoRecurringBilling(args: { alunoId: string }, ctx: RequestContext) {
      const docs = await recurringBillingOfStudent(svc.documents, actorOf(ctx).accountId, args.alunoId);
      return docs.map(toRecurringBillingGql);
    },

    async overdueStudents(_args: unknown, ctx: RequestContext) {
      const accountId = actorOf(ctx).accountId;
      const docs = await overduePlans(svc.documents, accountId);
      return Promise.all(
        docs.map(async (d) => toOverdueStudentGql(d, await getStudent(svc.documents, accountId, d.studentId))),
      );
    },

    async recoveryReport(args: { fromDate: string; toDate: string }, ctx: RequestContext) {
      const from = reportDay(args.fromDate, 'fromDate');
      const to = reportDay(args.toDate, 'toDate');
      const span = daysBetween(from, to);
      if (span < 0 || span >= MAX_REPORT_DAYS) throw ValidationError.field('toDate', billingMessages.invalidPeriod);
      return recoveryReport(svc.documents, actorOf(ctx).accountId, from, to);
    },

    /** The card the student already has on file (this plan's, else a live plan's) now pays this plan too. */
    async setStudentPlanCardOnFile(args: { studentPlanId: string }, ctx: RequestContext) {
      const actor = actorOf(ctx);
      const plan = await loadPlan(svc, actor.accountId, args.studentPlanId);
      const cards = await recurringBillingOfStudent(svc.documents, actor.accountId, plan.studentId);
      const source = cards.find((c) => c.id === args.studentPlanId) ?? cards.find((c) => !c.cancelled) ?? cards[0];
      if (!source) throw new ValidationError([{ path: ['studentPlanId'], message: billingMessages.noCardOnFile }]);
      const position = await saveCardOnFile(svc, actor, args.studentPlanId, source.card, 'staff');
      if (position > 0) await svc.readModelsReached(position);
      return billingDocOf(actor.accountId, args.studentPlanId);
    },

    async retryOverduePayment(args: { paymentId: string }, ctx: RequestContext) {
      const outcome = await chargeOverdueNow(svc, actorOf(ctx), args.paymentId, 'manual');
      if (outcome.position > 0) await svc.readModelsReached(outcome.position);
      return { status: outcome.status, message: outcome.message };
    },

    async writeOffPayment(args: { paymentId: string }, ctx: RequestContext) {
      const actor = actorOf(ctx);
      const position = await writeOffPayment(svc, actor, args.paymentId);
      if (position > 0) await svc.readModelsReached(position);
      return billingDocOf(actor.accountId, studentPlanOfPayment(args.paymentId));
    },
  };
}

/** The admin endpoint's recurring-billing fields with their access levels (spread into schemas.ts). */
export function billingAdminOperations(svc: Services) {
  const r = billingResolvers(svc);
  return {
    billingLadder: { access: 'staff', resolve: r.billingLadder },
    setBillingLadder: { access: 'admin', resolve: r.setBillingLadder },
    alunoRecurringBilling: { access: 'staff', resolve: r.alunoRecurringBilling },
    overdueStudents: { access: 'staff', resolve: r.overdueStudents },
    recoveryReport: { access: 'manager', resolve: r.recoveryReport },
    setStudentPlanCardOnFile: { access: 'manager', resolve: r.setStudentPlanCardOnFile },
    retryOverduePayment: { access: 'manager', resolve: r.retryOverduePayment },
    writeOffPayment: { access: 'manager', resolve: r.writeOffPayment },
  } as const;
}
