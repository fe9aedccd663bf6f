import type { GraphqlScope } from '@gym/contracts';
import { getStudent } from '@gym/projection-service';
import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import { deviceOf } from '../auth/deviceCookie.ts';
import type { Principal } from '../auth/tokens.ts';
import { credentialStamp } from '../auth/credentialStamp.ts';
import type { Services } from '../services.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { accountOfAddress } from './accountCache.ts';

export function bearerToken(req: Request): string | null {
  const header = req.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/** A valid, unrevoked token's principal, or null: a bad token is treated as no token. */
export async function principalOf(svc: Services, req: Request): Promise<Principal | null> {
  const token = bearerToken(req);
  if (!token) return null;
  const principal = await svc.tokens.verify(token);
  if (!principal || (await svc.revokedTokens.isRevoked(principal.tokenId))) return null;
  // Issued before the login's password last changed (reset or change): no longer valid.
  const credential = await svc.credentials.getByUser(principal.scope, principal.userId);
  if (!credential || principal.credentialStamp !== credentialStamp(credential.passwordHash)) return null;
  return principal;
}

/**
 * Resolves the account from the address and the user from the bearer token, once per request.
 * Returns null when the address names no account.
 */
export async function buildRequestContext(
  svc: Services,
  req: Request,
  scope: GraphqlScope,
  /** Where a new device cookie is written (the GraphQL endpoint's answer); without it none is. */
  res?: Response,
): Promise<RequestContext | null> {
  const code = typeof req.params.account === 'string' ? req.params.account : null;
  const account = code ? await accountOfAddress(svc.documents, code) : null;
  if (code && !account) return null;
  const principal = await principalOf(svc, req);
  // The member is looked up on every request so that a deleted user's token stops working at once.
  const member =
    account && principal && principal.scope === account.id
      ? await getStudent(svc.documents, account.id, principal.userId)
      : null;
  const header = req.headers['x-correlation-id'];
  return {
    scope,
    account,
    principal,
    member,
    clientAddress: req.ip ?? req.socket.remoteAddress ?? 'unknown',
    correlationId: typeof header === 'string' && header.length <= 100 ? header : randomUUID(),
    device: deviceOf(req, res),
  };
}
