import type { AccountDoc, Role, StudentDoc } from '@gym/contracts';
import { ForbiddenError, NotFoundError, UnauthenticatedError } from '@gym/platform';
import { describe, expect, it } from 'vitest';
import { authorize, type Access } from './guard.ts';
import type { RequestContext } from './requestContext.ts';

const account = { id: 'acc-a', code: 'a' } as AccountDoc;
const member = (rule: Role) => ({ id: 'u1', accountId: 'acc-a', rule }) as StudentDoc;
const principal = (scope: string, rule: Role | 'operator') => ({
  userId: 'u1',
  scope,
  rule,
  tokenId: 't',
  expiresAt: new Date(),
});

function ctx(partial: Partial<RequestContext>): RequestContext {
  return {
    scope: 'admin',
    account,
    principal: null,
    member: null,
    clientAddress: '127.0.0.1',
    correlationId: 'c',
    ...partial,
  };
}
const memberCtx = (rule: Role) => ctx({ principal: principal('acc-a', rule), member: member(rule) });
const outcome = (context: RequestContext, access: Access) => {
  try {
    authorize(context, access);
    return 'ok';
  } catch (error) {
    if (error instanceof ForbiddenError) return 'forbidden';
    if (error instanceof UnauthenticatedError) return 'unauthenticated';
    if (error instanceof NotFoundError) return 'not found';
    throw error;
  }
};

describe('the tenancy guard', () => {
  it.each([
    ['admin', { member: 'ok', staff: 'ok', manager: 'ok', operator: 'forbidden' }],
    ['manager', { member: 'ok', staff: 'ok', manager: 'ok', operator: 'forbidden' }],
    ['coach', { member: 'ok', staff: 'ok', manager: 'forbidden', operator: 'forbidden' }],
    ['student', { member: 'ok', staff: 'forbidden', manager: 'forbidden', operator: 'forbidden' }],
  ] as const)('gives a %s of the account exactly its rights', (rule, expected) => {
    for (const [access, result] of Object.entries(expected))
      expect([access, outcome(memberCtx(rule), access as Access)]).toEqual([access, result]);
  });

  it('lets anyone call a public operation', () => {
    expect(outcome(ctx({}), 'public')).toBe('ok');
  });

  it('asks for a login when there is no token', () => {
    for (const access of ['member', 'staff', 'manager', 'operator'] as const)
      expect(outcome(ctx({}), access)).toBe('unauthenticated');
  });

  it('refuses an admin token of another account, whatever its rule', () => {
    const foreign = ctx({ principal: principal('acc-b', 'admin'), member: null });
    for (const access of ['member', 'staff', 'manager'] as const) expect(outcome(foreign, access)).toBe('forbidden');
  });

  it('refuses a token whose member was deleted', () => {
    expect(outcome(ctx({ principal: principal('acc-a', 'admin'), member: null }), 'staff')).toBe('forbidden');
  });

  it('gives operators the operator scope only', () => {
    const operator = ctx({ scope: 'alderaan', account: null, principal: principal('alderaan', 'operator') });
    expect(outcome(operator, 'operator')).toBe('ok');
    expect(outcome({ ...operator, account }, 'staff')).toBe('forbidden');
    expect(outcome(memberCtx('admin'), 'operator')).toBe('forbidden');
  });

  it('answers not found when the address names no account', () => {
    expect(outcome(ctx({ account: null, principal: principal('acc-a', 'admin') }), 'staff')).toBe('not found');
  });
});
