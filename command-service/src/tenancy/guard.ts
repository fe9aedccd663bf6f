import { messages, staffRoles, type Role } from '@gym/contracts';
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

/** The acting user inside the address's account, for event metadata; only after `authorize`. */
export function actorOf(ctx: RequestContext): Actor {
  if (!ctx.account) throw new NotFoundError(messages.accountNotFound);
  return { accountId: ctx.account.id, userId: ctx.principal?.userId ?? null, correlationId: ctx.correlationId };
}
