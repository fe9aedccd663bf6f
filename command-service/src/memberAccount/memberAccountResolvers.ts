import { messages } from '@gym/contracts';
import { ForbiddenError, NotFoundError } from '@gym/platform';
import { getStudent, listStudentPlans, recurringBillingOfStudent } from '@gym/projection-service';
import { confirmPix, openPix, payWithNewCard } from '../billing/selfService.ts';
import { studentAsDecided } from '../web/decidedAnswer.ts';
import type { Services } from '../services.ts';
import { actorOf } from '../tenancy/guard.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { toMemberPlanGql, toPixGql } from './memberAccountGql.ts';
import { ownPlan, updateOwnProfile, type OwnProfileInput } from './memberAccountHandlers.ts';
import { payWithCardOnFile } from './payWithCardOnFile.ts';

/** The signed-in member's own id (after the guard's 'member' check). */
function self(ctx: RequestContext): string {
  if (!ctx.member) throw new ForbiddenError();
  return ctx.member.id;
}

export function memberAccountResolvers(svc: Services) {
  const ownPlanOf = (ctx: RequestContext, studentPlanId: unknown) =>
    ownPlan(svc, actorOf(ctx), self(ctx), studentPlanId);
  return {
    async getAlunoPlans(
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
      return { ...page, list: page.list.map((doc) => toMemberPlanGql(doc, byPlan.get(doc.id))) };
    },

    async payOverduePayments(args: { studentPlanId: string; cardToken?: string | null }, ctx: RequestContext) {
      const id = await ownPlanOf(ctx, args.studentPlanId);
      const accountId = actorOf(ctx).accountId;
      return args.cardToken
        ? payWithNewCard(svc, accountId, id, args.cardToken)
        : payWithCardOnFile(svc, accountId, id);
    },

    async openOverduePix(args: { studentPlanId: string }, ctx: RequestContext) {
      const id = await ownPlanOf(ctx, args.studentPlanId);
      return toPixGql(await openPix(svc, actorOf(ctx).accountId, id));
    },

    async overduePixStatus(args: { studentPlanId: string; pixId: string }, ctx: RequestContext) {
      const id = await ownPlanOf(ctx, args.studentPlanId);
      return confirmPix(svc, actorOf(ctx).accountId, id, args.pixId);
    },

    async myProfile(_args: unknown, ctx: RequestContext) {
      const doc = await getStudent(svc.documents, actorOf(ctx).accountId, self(ctx));
      if (!doc) throw new NotFoundError(messages.studentNotFound);
      return doc;
    },

    async createOrUpdateUser(args: { input: OwnProfileInput }, ctx: RequestContext) {
      const actor = actorOf(ctx);
      const id = self(ctx);
      if (args.input.id && args.input.id !== id) throw new ForbiddenError();
      const position = await updateOwnProfile(svc, actor, { id, accountCode: ctx.account!.code }, args.input);
      const doc = await studentAsDecided(svc, actor.accountId, id, position);
      if (!doc) throw new NotFoundError(messages.studentNotFound);
      return doc;
    },
  };
}

/**
 * The member app's own account (issue 25 item 2): the member's plans and payments, paying an overdue one
 * (issue 24's self-service payment: the same commands and events as the e-mailed page), and their profile
 * (the console's UpdateStudentProfile). Every call is the signed-in member's own: another member's plan reads as
 * missing, another member's id is refused.
 */
export function memberAccountOperations(svc: Services) {
  const r = memberAccountResolvers(svc);
  return {
    getAlunoPlans: { access: 'member', resolve: r.getAlunoPlans },
    payOverduePayments: { access: 'member', resolve: r.payOverduePayments },
    openOverduePix: { access: 'member', resolve: r.openOverduePix },
    overduePixStatus: { access: 'member', resolve: r.overduePixStatus },
    myProfile: { access: 'member', resolve: r.myProfile },
    createOrUpdateUser: { access: 'member', resolve: r.createOrUpdateUser },
  } as const;
}
