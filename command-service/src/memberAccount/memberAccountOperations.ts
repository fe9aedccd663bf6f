import { billingMessages, messages, studentPlanStatusLabels, type RecurringBillingDoc } from '@gym/contracts';
import type { StudentPlanDoc } from '@gym/contracts';
import { memberAccountMessages } from '@gym/contracts/memberApp/accountMessages';
import { ForbiddenError, NotFoundError, ValidationError } from '@gym/platform';
import { getStudent, listStudentPlans, recurringBillingOfStudent } from '@gym/projection-service';
import { loadState, streams } from '../aggregates.ts';
import { loadPlan } from '../billing/billingHandlers.ts';
import { confirmPix, openPix, payWithNewCard } from '../billing/selfService.ts';
import type { Services } from '../services.ts';
import { studentDecider } from '../students/studentDecider.ts';
import { saveStudent } from '../students/studentHandlers.ts';
import { studentAsDecided } from '../web/decidedAnswer.ts';
import { actorOf } from '../tenancy/guard.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { fileUrlOf } from '../uploads/uploadHandlers.ts';
import { payWithCardOnFile } from './payWithCardOnFile.ts';

/** The signed-in member's own id (after the guard's 'member' check). */
function self(ctx: RequestContext): string {
  if (!ctx.member) throw new ForbiddenError();
  return ctx.member.id;
}

type PaymentStatus = 'paid' | 'open' | 'overdue' | 'writtenOff';

/** A payment's status for the member: the ladder's word when the plan is billed by card, else received or open. */
export function paymentStatusOf(
  payment: StudentPlanDoc['planPayments'][number],
  billing: RecurringBillingDoc | undefined,
): PaymentStatus {
  const ladder = billing?.payments.find((p) => p.paymentId === payment.id);
  if (payment.received || ladder?.state === 'paid') return 'paid';
  if (ladder?.state === 'writtenOff') return 'writtenOff';
  if (ladder?.failed) return 'overdue';
  return 'open';
}

function toMemberPlan(doc: StudentPlanDoc, billing: RecurringBillingDoc | undefined) {
  const planPayments = doc.planPayments.map((p) => ({ ...p, status: paymentStatusOf(p, billing) }));
  return {
    id: doc.id,
    name: doc.name,
    planColor: doc.planColor,
    status: doc.status,
    statusLabel: studentPlanStatusLabels[doc.status],
    startDate: doc.startDate,
    endDate: doc.endDate,
    total: doc.total,
    installments: doc.installments,
    paymentMethod: doc.paymentMethod,
    planPayments,
    card: billing ? { brand: billing.card.brand, last4: billing.card.last4 } : null,
    overdueAmount: planPayments.filter((p) => p.status === 'overdue').reduce((sum, p) => sum + p.value, 0),
  };
}

/**
 * The member app's own account (issue 25 item 2): the member's plans and payments, paying an overdue one
 * (issue 24's self-service payment: the same commands and events as the e-mailed page), and their profile
 * (the console's UpdateStudentProfile). Every call is the signed-in member's own: another member's plan reads as
 * missing, another member's id is refused.
 */
export function memberAccountOperations(svc: Services) {
  /** The student plan, if it is the signed-in member's; otherwise the same 'not found' as an unknown id. */
  async function ownPlan(ctx: RequestContext, studentPlanId: unknown): Promise<string> {
    if (typeof studentPlanId !== 'string' || studentPlanId.length > 100)
      throw new NotFoundError(billingMessages.paymentNotFound);
    const plan = await loadPlan(svc, actorOf(ctx).accountId, studentPlanId);
    if (plan.studentId !== self(ctx)) throw new NotFoundError(billingMessages.paymentNotFound);
    return studentPlanId;
  }

  return {
    getAlunoPlans: {
      access: 'member',
      async resolve(
        args: { alunoId?: string | null; page?: number | null; status?: string | null },
        ctx: RequestContext,
      ) {
        if (args.alunoId && args.alunoId !== self(ctx)) throw new ForbiddenError();
        const accountId = actorOf(ctx).accountId;
        const [page, billing] = await Promise.all([
          listStudentPlans(svc.documents, accountId, { alunoId: self(ctx), page: args.page, status: args.status }),
          recurringBillingOfStudent(svc.documents, accountId, self(ctx)),
        ]);
        const byPlan = new Map(billing.map((b) => [b.id, b]));
        return { ...page, list: page.list.map((doc) => toMemberPlan(doc, byPlan.get(doc.id))) };
      },
    },
    payOverduePayments: {
      access: 'member',
      async resolve(args: { studentPlanId: string; cardToken?: string | null }, ctx: RequestContext) {
        const id = await ownPlan(ctx, args.studentPlanId);
        const accountId = actorOf(ctx).accountId;
        return args.cardToken
          ? payWithNewCard(svc, accountId, id, args.cardToken)
          : payWithCardOnFile(svc, accountId, id);
      },
    },
    openOverduePix: {
      access: 'member',
      async resolve(args: { studentPlanId: string }, ctx: RequestContext) {
        const id = await ownPlan(ctx, args.studentPlanId);
        const pix = await openPix(svc, actorOf(ctx).accountId, id);
        return {
          pixId: pix.pixId,
          amount: pix.amount,
          copyPasteCode: pix.copyPasteCode,
          qrCodeDataUrl: pix.qrCodeDataUrl,
        };
      },
    },
    overduePixStatus: {
      access: 'member',
      async resolve(args: { studentPlanId: string; pixId: string }, ctx: RequestContext) {
        const id = await ownPlan(ctx, args.studentPlanId);
        return confirmPix(svc, actorOf(ctx).accountId, id, args.pixId);
      },
    },
    myProfile: {
      access: 'member',
      async resolve(_args: unknown, ctx: RequestContext) {
        const doc = await getStudent(svc.documents, actorOf(ctx).accountId, self(ctx));
        if (!doc) throw new NotFoundError(messages.studentNotFound);
        return doc;
      },
    },
    createOrUpdateUser: {
      access: 'member',
      async resolve(
        args: {
          input: {
            id?: string | null;
            name: string;
            lastName: string;
            phone?: string | null;
            avatarUrl?: string | null;
          };
        },
        ctx: RequestContext,
      ) {
        const actor = actorOf(ctx);
        const id = self(ctx);
        if (args.input.id && args.input.id !== id) throw new ForbiddenError();
        const current = await loadState(svc.eventStore, studentDecider, streams.student(id));
        if (current.status !== 'registered' || current.accountId !== actor.accountId)
          throw new NotFoundError(messages.studentNotFound);
        // The photo is one the member uploaded here (requestPresignedUpload, folder avatars), or the one they had.
        const avatarUrl = args.input.avatarUrl || null;
        const ours = fileUrlOf(svc, ctx.account!.code, `${actor.accountId}/avatars/`);
        if (avatarUrl && avatarUrl !== current.profile.avatarUrl && !avatarUrl.startsWith(ours))
          throw ValidationError.field('avatarUrl', memberAccountMessages.photoNotOurs);
        // Only the name, phone and photo are the member's to change; the rest stays as the console keeps it.
        const { position } = await saveStudent(svc, actor, {
          ...current.profile,
          id,
          name: args.input.name,
          lastName: args.input.lastName,
          phone: args.input.phone ?? null,
          avatarUrl,
          origin: 'app',
        });
        const doc = await studentAsDecided(svc, actor.accountId, id, position);
        if (!doc) throw new NotFoundError(messages.studentNotFound);
        return doc;
      },
    },
  } as const;
}
