import { branchMessages, onlyDigits, type BranchDoc } from '@gym/contracts';
import { NotFoundError } from '@gym/platform';
import { getBranch, listBranches } from '@gym/projection-service';
import type { Services } from '../services.ts';
import { actorOf } from '../tenancy/guard.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { saveBranch } from './branchHandlers.ts';

const SECRETS = ['token', 'totalpassToken', 'totalpassBearerToken'] as const;

/** Pass-integration credentials are for the managers who edit them; coaches see the branch without them. */
function visibleTo(ctx: RequestContext, branch: BranchDoc): BranchDoc {
  if (ctx.member && (ctx.member.rule === 'admin' || ctx.member.rule === 'manager')) return branch;
  return { ...branch, ...Object.fromEntries(SECRETS.map((f) => [f, null])) };
}

export function branchResolvers(svc: Services) {
  return {
    filials: async (_args: unknown, ctx: RequestContext) => (await listBranches(svc.documents, actorOf(ctx).accountId)).map((b) => visibleTo(ctx, b)),

    async filial(args: { id?: string | null; code?: string | null }, ctx: RequestContext) {
      const branch = await getBranch(svc.documents, actorOf(ctx).accountId, args);
      return branch && visibleTo(ctx, branch);
    },

    /** The branch form's lookup at 8 digits, through the postal-code port. */
    zipcodeLookup: (args: { zipcode: string }) => svc.zipcodes.lookup(onlyDigits(args.zipcode)),

    async createOrUpdateFilial(args: { input: unknown }, ctx: RequestContext) {
      const actor = actorOf(ctx);
      const { branchId, position } = await saveBranch(svc, actor, args.input);
      await svc.readModelsReached(position);
      const filial = await getBranch(svc.documents, actor.accountId, { id: branchId });
      if (!filial) throw new NotFoundError(branchMessages.notFound);
      return { filial };
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
