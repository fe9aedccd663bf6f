import {
  billingLadderInputSchema,
  billingMessages,
  daysBetween,
  toSaoPauloDate,
  type RecurringBillingDoc,
} from '@gym/contracts';
import { handleCommand, NotFoundError, ValidationError } from '@gym/platform';
import {
  getStudent,
  MAX_REPORT_DAYS,
  overduePlans,
  recoveryReport,
  recurringBillingOf,
  recurringBillingOfStudent,
} from '@gym/projection-service';
import { metadataOf, type Services } from '../services.ts';
import { actorOf, type Access } from '../tenancy/guard.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { parseInput } from '../validation.ts';
import {
  billingLadderStream,
  chargeOverdueNow,
  loadBillingLadder,
  loadPlan,
  saveCardOnFile,
  writeOffPayment,
} from './billingHandlers.ts';
import { ladderSettingsDecider } from './ladderSettingsDecider.ts';

// biome-ignore lint/suspicious/noExplicitAny: a list of resolvers each with its own args type; `unknown` would reject them (parameters are contravariant)
type Guarded = { readonly access: Access; readonly resolve: (args: any, ctx: RequestContext) => unknown };

export const toRecurringBillingGql = (doc: RecurringBillingDoc) => ({
  studentPlanId: doc.id,
  studentId: doc.studentId,
  card: { brand: doc.card.brand, last4: doc.card.last4 },
  cancelled: doc.cancelled,
  overdue: doc.overdue,
  overdueAmount: doc.overdueAmount,
  nextChargeOn: doc.nextChargeOn,
  payments: doc.payments.map((p) => ({
    id: p.paymentId,
    dueDate: p.dueDate,
    value: p.value,
    state: p.state,
    failed: p.failed,
    nextRetryOn: p.nextRetryOn,
  })),
});

function reportDay(value: string, field: string): string {
  const day = toSaoPauloDate(value);
  if (!day) throw ValidationError.field(field, billingMessages.invalidPeriod);
  return day;
}

async function billingDocOf(svc: Services, accountId: string, studentPlanId: string) {
  const doc = await recurringBillingOf(svc.documents, accountId, studentPlanId);
  if (!doc) throw new NotFoundError(billingMessages.paymentNotFound);
  return toRecurringBillingGql(doc);
}

const studentPlanOfPayment = (paymentId: string) => paymentId.slice(0, Math.max(0, paymentId.lastIndexOf('_')));

/** The admin endpoint's recurring-billing fields with their access levels (spread into schemas.ts). */
export function billingAdminOperations(svc: Services): Record<string, Guarded> {
  return {
    billingLadder: {
      access: 'staff',
      resolve: (_args: unknown, ctx) => loadBillingLadder(svc, actorOf(ctx).accountId),
    },
    setBillingLadder: {
      access: 'admin',
      async resolve(args: { input: unknown }, ctx) {
        const actor = actorOf(ctx);
        const input = parseInput(billingLadderInputSchema, args.input);
        const result = await handleCommand(svc.eventStore, {
          streamId: billingLadderStream(actor.accountId),
          decider: ladderSettingsDecider,
          command: {
            type: 'SetBillingLadder',
            data: { ...input, accountId: actor.accountId, now: svc.clock.now().toISOString() },
          },
          metadata: metadataOf(actor),
        });
        return result.newState;
      },
    },
    alunoRecurringBilling: {
      access: 'staff',
      async resolve(args: { alunoId: string }, ctx) {
        const docs = await recurringBillingOfStudent(svc.documents, actorOf(ctx).accountId, args.alunoId);
        return docs.map(toRecurringBillingGql);
      },
    },
    overdueStudents: {
      access: 'staff',
      async resolve(_args: unknown, ctx) {
        const accountId = actorOf(ctx).accountId;
        const docs = await overduePlans(svc.documents, accountId);
        return Promise.all(
          docs.map(async (d) => {
            const student = await getStudent(svc.documents, accountId, d.studentId);
            return {
              studentId: d.studentId,
              studentName: student ? `${student.name} ${student.lastName}`.trim() : '',
              studentPlanId: d.id,
              overdue: d.overdue,
              overdueAmount: d.overdueAmount,
              payments: toRecurringBillingGql(d).payments.filter((p) => p.state === 'open' && p.failed),
            };
          }),
        );
      },
    },
    recoveryReport: {
      access: 'manager',
      async resolve(args: { fromDate: string; toDate: string }, ctx) {
        const from = reportDay(args.fromDate, 'fromDate');
        const to = reportDay(args.toDate, 'toDate');
        const span = daysBetween(from, to);
        if (span < 0 || span >= MAX_REPORT_DAYS) throw ValidationError.field('toDate', billingMessages.invalidPeriod);
        return recoveryReport(svc.documents, actorOf(ctx).accountId, from, to);
      },
    },
    setStudentPlanCardOnFile: {
      access: 'manager',
      async resolve(args: { studentPlanId: string }, ctx) {
        const actor = actorOf(ctx);
        const plan = await loadPlan(svc, actor.accountId, args.studentPlanId);
        const cards = await recurringBillingOfStudent(svc.documents, actor.accountId, plan.studentId);
        const source = cards.find((c) => c.id === args.studentPlanId) ?? cards.find((c) => !c.cancelled) ?? cards[0];
        if (!source) throw new ValidationError([{ path: ['studentPlanId'], message: billingMessages.noCardOnFile }]);
        const position = await saveCardOnFile(svc, actor, args.studentPlanId, source.card, 'staff');
        if (position > 0) await svc.readModelsReached(position);
        return billingDocOf(svc, actor.accountId, args.studentPlanId);
      },
    },
    retryOverduePayment: {
      access: 'manager',
      async resolve(args: { paymentId: string }, ctx) {
        const actor = actorOf(ctx);
        const outcome = await chargeOverdueNow(svc, actor, args.paymentId, 'manual');
        if (outcome.position > 0) await svc.readModelsReached(outcome.position);
        return { status: outcome.status, message: outcome.message };
      },
    },
    writeOffPayment: {
      access: 'manager',
      async resolve(args: { paymentId: string }, ctx) {
        const actor = actorOf(ctx);
        const position = await writeOffPayment(svc, actor, args.paymentId);
        if (position > 0) await svc.readModelsReached(position);
        return billingDocOf(svc, actor.accountId, studentPlanOfPayment(args.paymentId));
      },
    },
  };
}
