import type { Services } from '../services.ts';
import { actorOf } from '../tenancy/guard.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { changeCheckoutAppearance } from './checkoutAppearanceHandlers.ts';
import { checkoutAppearanceOf } from './checkoutAppearanceState.ts';

export function checkoutAppearanceResolvers(svc: Services) {
  return {
    checkoutAppearance(_args: unknown, ctx: RequestContext) {
      return checkoutAppearanceOf(svc, actorOf(ctx).accountId);
    },
    updateCheckoutAppearance(args: { input: unknown }, ctx: RequestContext) {
      return changeCheckoutAppearance(svc, actorOf(ctx), args.input);
    },
  };
}

/** The checkout page's appearance on the admin endpoint: read by the staff, set by the account's admins. */
export function checkoutAppearanceAdminOperations(svc: Services) {
  const r = checkoutAppearanceResolvers(svc);
  return {
    checkoutAppearance: { access: 'staff', resolve: r.checkoutAppearance },
    updateCheckoutAppearance: { access: 'admin', resolve: r.updateCheckoutAppearance },
  } as const;
}
