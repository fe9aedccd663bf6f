import { branchMessages, onlyDigits, type BranchDoc } from '@gym/contracts';
import { NotFoundError } from '@gym/platform';
import { getBranch, listBranches } from '@gym/projection-service';
import type { Services } from '../services.ts';
import { actorOf } from '../tenancy/guard.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { BRANCH_SECRETS, branchStream, saveBranch } from './branchHandlers.ts';
import { docAsDecided } from '../web/decidedAnswer.ts';
import { maskSecret } from '../security/secretBox.ts';

/**
 * Pass-integration credentials are never returned in full: managers who edit them see a mask (the
 * last 4 characters of a long one); coaches see the branch without them (issue 27).
 */
function visibility(svc: Services) {
  return (ctx: RequestContext, branch: BranchDoc): BranchDoc => {
    const manager = ctx.member && (ctx.member.rule === 'admin' || ctx.member.rule === 'manager');
    const shown = BRANCH_SECRETS.map((f) => {
      const stored = branch[f as keyof BranchDoc] as string | null | undefined;
      return [f, manager && stored ? maskSecret(svc.secrets.open(stored)) : null];
    });
    return { ...branch, ...Object.fromEntries(shown) };
  };
}

export function branchResolvers(svc: Services) {
  const visibleTo = visibility(svc);
  return {
    filials: async (_args: unknown, ctx: RequestContext) =>
      (await listBranches(svc.documents, actorOf(ctx).accountId)).map((b) => visibleTo(ctx, b)),

    async filial(args: { id?: string | null; code?: string | null }, ctx: RequestContext) {
      const branch = await getBranch(svc.documents, actorOf(ctx).accountId, args);
      return branch && visibleTo(ctx, branch);
    },

    /** The branch form's lookup at 8 digits, through the postal-code port. */
    zipcodeLookup: (args: { zipcode: string }) => svc.zipcodes.lookup(onlyDigits(args.zipcode)),

    async createOrUpdateFilial(args: { input: unknown }, ctx: RequestContext) {
      const actor = actorOf(ctx);
      const { branchId, position } = await saveBranch(svc, actor, args.input);
      // The answer is what was saved, even when the read models are late (issue 27).
      const filial = await docAsDecided<BranchDoc>(svc, {
        collection: 'branches',
        streamId: branchStream(branchId),
        id: branchId,
        accountId: actor.accountId,
        position,
      });
      if (!filial) throw new NotFoundError(branchMessages.notFound);
      return { filial: visibleTo(ctx, filial) };
    },
  };
}

/** Root fields of the admin scope, spread into schemas.ts with one line. */
export function branchAdminOperations(svc: Services) {
  const r = branchResolvers(svc);
  return {
    filials: { access: 'staff', resolve: r.filials },
    filial: { access: 'staff', resolve: r.filial },
    zipcodeLookup: { access: 'manager', resolve: r.zipcodeLookup },
    createOrUpdateFilial: { access: 'manager', resolve: r.createOrUpdateFilial },
  } as const;
}
