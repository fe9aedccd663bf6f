import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import type { Role } from '@gym/contracts';

/** Who a bearer token speaks for: a member of one account, or a platform operator. */
export interface Principal {
  readonly userId: string;
  /** The account id the token was issued for, or 'alderaan' for operators. */
  readonly scope: string;
  readonly rule: Role | 'operator';
  readonly tokenId: string;
  readonly expiresAt: Date;
  /** The stamp of the login's password hash when the token was issued (see credentialStamp.ts). */
  readonly credentialStamp?: string;
}

export interface TokenService {
  issue(subject: Omit<Principal, 'tokenId' | 'expiresAt'>): Promise<{ token: string; principal: Principal }>;
  /** Null when the signature, issuer or expiry is wrong: the caller treats it as no login. */
  verify(token: string): Promise<Principal | null>;
}

const ISSUER = 'gym-platform';

/** HS256 JWTs with a random id (jti) so that sign-out can revoke one token. */
export function createTokenService(
  secret: Uint8Array,
  ttlSeconds = 12 * 60 * 60,
  now: () => Date = () => new Date(),
): TokenService {
  // A signature check per request was a twentieth of its CPU: a token verified once is remembered
  // until it expires (bounded; revocation is still checked by the caller on every request).
  const verified = new Map<string, Principal>();
  const remember = (token: string, principal: Principal) => {
    verified.set(token, principal);
    if (verified.size > 10_000) verified.delete(verified.keys().next().value as string);
  };
  return {
    async issue(subject) {
      const tokenId = randomUUID();
      const issuedAt = Math.floor(now().getTime() / 1000);
      const expiresAt = new Date((issuedAt + ttlSeconds) * 1000);
      const claims = {
        scope: subject.scope,
        rule: subject.rule,
        ...(subject.credentialStamp ? { cst: subject.credentialStamp } : {}),
      };
      const token = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(subject.userId)
        .setIssuer(ISSUER)
        .setJti(tokenId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(secret);
      return { token, principal: { ...subject, tokenId, expiresAt } };
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt.getTime() > now().getTime()) return known;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, secret, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          currentDate: now(),
        });
        if (
          !payload.sub ||
          !payload.jti ||
          typeof payload.scope !== 'string' ||
          typeof payload.rule !== 'string' ||
          !payload.exp
        )
          return null;
        const principal: Principal = {
          userId: payload.sub,
          scope: payload.scope,
          rule: payload.rule as Principal['rule'],
          tokenId: payload.jti,
          expiresAt: new Date(payload.exp * 1000),
          ...(typeof payload.cst === 'string' ? { credentialStamp: payload.cst } : {}),
        };
        remember(token, principal);
        return principal;
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}
