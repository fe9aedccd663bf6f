import { billingMessages } from '@gym/contracts';
import { NotFoundError } from '@gym/platform';
import { getAccountById } from '@gym/projection-service';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Services } from '../services.ts';

/**
 * The member's self-service link (issue 24, item 3): `/{account}/pagamento?t=<token>`, e-mailed at each failure.
 * The token names the account and the student plan, expires after 30 days, and is signed (HMAC-SHA256 with a key
 * derived from the server's signing secret): whoever holds the e-mail may pay the plan's overdue payments and
 * replace its card, nothing else. It shows no personal data beyond the first name, the plan and the amounts.
 */
const TTL_MS = 30 * 24 * 60 * 60 * 1000;
const keyOf = (svc: Services) => `${svc.uploads.secret}:billing-self-service`;

export function selfServiceToken(svc: Services, accountId: string, studentPlanId: string): string {
  const payload = Buffer.from(
    JSON.stringify({ a: accountId, p: studentPlanId, e: svc.clock.now().getTime() + TTL_MS }),
  ).toString('base64url');
  return `${payload}.${createHmac('sha256', keyOf(svc)).update(payload).digest('base64url')}`;
}

export function readSelfServiceToken(svc: Services, token: unknown): { accountId: string; studentPlanId: string } {
  const invalid = () => new NotFoundError(billingMessages.linkInvalid);
  if (typeof token !== 'string' || token.length > 512) throw invalid();
  const [payload, signature] = token.split('.');
  if (!payload || !signature) throw invalid();
  const expected = Buffer.from(createHmac('sha256', keyOf(svc)).update(payload).digest('base64url'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
  let data: { a?: unknown; p?: unknown; e?: unknown };
  try {
    data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (typeof data.a !== 'string' || typeof data.p !== 'string' || typeof data.e !== 'number') throw invalid();
  if (data.e < svc.clock.now().getTime()) throw invalid();
  return { accountId: data.a, studentPlanId: data.p };
}

export async function selfServiceLink(svc: Services, accountId: string, studentPlanId: string): Promise<string | null> {
  const account = await getAccountById(svc.documents, accountId);
  if (!account) return null;
  // E-mailed, possibly from the daily charge run (no request): the configured address (issue 35).
  return `${svc.ownUrl()}/${account.code}/pagamento?t=${selfServiceToken(svc, accountId, studentPlanId)}`;
}
