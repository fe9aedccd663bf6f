import type { Services } from '../services.ts';
import { principalOf } from '../web/context.ts';
import type { AsyncHandler } from '../web/rest.ts';

/** DELETE /users/sign_out (spec 000): revokes the bearer token until it would have expired. */
export function signOutRoute(svc: Services): AsyncHandler {
  return async (req, res) => {
    const principal = await principalOf(svc, req);
    if (principal) await svc.revokedTokens.revoke(principal.tokenId, principal.expiresAt);
    res.status(204).end();
  };
}
