import { messages, staffRoles, type FeatureKey, type Role } from '@gym/contracts';
import { ForbiddenError, NotFoundError, UnauthenticatedError } from '@gym/platform';
import type { Actor } from '../services.ts';
import type { RequestContext } from './requestContext.ts';

/**
 * Who may call what. `member`: any user of the address's account; `staff`: admin, manager or coach;
 * `manager`: admin or manager (the spec shows create and edit only to these); `admin`: the account's
 * administrators only (its settings and team); `operator`: alderaan.
 */
export type Access = 'public' | 'member' | 'staff' | 'manager' | 'admin' | 'operator';

const managerRoles: readonly Role[] = ['admin', 'manager'];

/** The single tenancy rule every resolver and REST route goes through. */
export function authorize(ctx: RequestContext, access: Access): void {
  if (access === 'public') return;
  if (access === 'operator') {
    if (!ctx.principal) throw new UnauthenticatedError();
    if (ctx.principal.scope !== 'alderaan' || ctx.principal.rule !== 'operator') throw new ForbiddenError();
    return;
  }
  if (!ctx.account) throw new NotFoundError(messages.accountNotFound);
  if (!ctx.principal) throw new UnauthenticatedError();
  // A token of account A is worthless at account B's address, whatever its rule.
  if (ctx.principal.scope !== ctx.account.id || !ctx.member) throw new ForbiddenError();
  const rule = ctx.member.rule;
  if (access === 'staff' && !staffRoles.includes(rule)) throw new ForbiddenError();
  if (access === 'manager' && !managerRoles.includes(rule)) throw new ForbiddenError();
  if (access === 'admin' && rule !== 'admin') throw new ForbiddenError();
}

/** Issue 35 item 19: what a caller is told when the account does not have the feature an operation belongs to. */
export const featureDisabledMessage = 'Este recurso não está habilitado para a sua conta.';

/**
 * The feature gate (issue 35 item 19), after `authorize`: an operation of a feature the address's account does not
 * have (its `features`, set by the platform operator) is refused, as the console hides it. No account (operator, global
 * scopes): nothing to gate.
 */
export function requireFeature(ctx: RequestContext, feature: FeatureKey | undefined): void {
  if (!feature || !ctx.account) return;
  if (!(ctx.account.features ?? []).includes(feature)) throw new ForbiddenError(featureDisabledMessage);
}

/** The acting user inside the address's account, for event metadata; only after `authorize`. */
export function actorOf(ctx: RequestContext): Actor {
  if (!ctx.account) throw new NotFoundError(messages.accountNotFound);
  return { accountId: ctx.account.id, userId: ctx.principal?.userId ?? null, correlationId: ctx.correlationId };
}
