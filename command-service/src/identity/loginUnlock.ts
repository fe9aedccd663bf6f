import { securityMessages } from '@gym/contracts';
import type { Express } from 'express';
import type { LoginRateLimiter } from '../auth/loginRateLimiter.ts';
import { deviceOf } from '../auth/deviceCookie.ts';
import type { Services } from '../services.ts';
import { accountOfAddress } from '../web/accountCache.ts';
import { OPERATOR_SCOPE } from './operators.ts';

const LINK_TTL_MS = 60 * 60 * 1000;
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Where a login lives: an account (its code and name) or the operator's console. */
export interface LoginPlace {
  readonly scope: string;
  readonly code: string;
  readonly name: string;
}

/**
 * The unlock e-mail, sent when wrong passwords first close an (e-mail, address) pair whose e-mail has a login: a link
 * that trusts the browser opening it for that login. The token is the SecretBox's sealed envelope (AES-256-GCM, so it
 * cannot be forged or altered) of scope, e-mail and expiry; the outbox keeps the mail, and the link only unlocks.
 */
export async function mailUnlockLink(svc: Services, place: LoginPlace, email: string): Promise<void> {
  const token = svc.secrets.seal(
    JSON.stringify({ s: place.scope, e: email, x: svc.clock.now().getTime() + LINK_TTL_MS }),
  );
  // E-mailed links use the server's own address, never the request's Host (a forged Host must not redirect them).
  const link = `${svc.ownUrl()}/${encodeURIComponent(place.code)}/desbloquear?token=${encodeURIComponent(token)}`;
  const text = `Olá!\n\nRecebemos várias tentativas de entrar na sua conta da ${place.name} com a senha errada, e bloqueamos por alguns minutos as tentativas vindas desse endereço.\nSe foi você, desbloqueie o aparelho que está usando por este link (válido por 1 hora) e entre com sua senha:\n${link}\n\nSe não foi você, ninguém entrou: sua senha continua a mesma. Se quiser trocá-la, use "Esqueci minha senha".`;
  const html = `<p>Olá!</p><p>Recebemos várias tentativas de entrar na sua conta da ${escapeHtml(place.name)} com a senha errada, e bloqueamos por alguns minutos as tentativas vindas desse endereço.</p><p>Se foi você, <a href="${escapeHtml(link)}">desbloqueie o aparelho que está usando</a> (válido por 1 hora) e entre com sua senha.</p><p>Se não foi você, ninguém entrou: sua senha continua a mesma. Se quiser trocá-la, use "Esqueci minha senha".</p>`;
  // The token unlocks: the outbox keeps it sealed, never in clear (issue 36, item 7).
  await svc.mail.send({ to: [email], subject: securityMessages.unlockMailSubject, text, html, secrets: [token] });
}

/** The scope, e-mail of a sealed unlock token still valid, or null (tampered, foreign or expired). */
function openUnlockToken(svc: Services, token: unknown): { scope: string; email: string } | null {
  if (typeof token !== 'string' || !svc.secrets.isSealed(token) || token.length > 2000) return null;
  try {
    const claims = JSON.parse(svc.secrets.open(token)) as { s?: unknown; e?: unknown; x?: unknown };
    if (typeof claims.s !== 'string' || typeof claims.e !== 'string' || typeof claims.x !== 'number') return null;
    return claims.x > svc.clock.now().getTime() ? { scope: claims.s, email: claims.e } : null;
  } catch {
    return null; // a tag that does not verify: not ours
  }
}

/**
 * GET /{account code}/desbloquear?token= (and /alderaan/desbloquear for the operator): the e-mailed link. The browser
 * opening it gets the device cookie and is trusted for that login; then the login page works from it with the right
 * password, even from the address whose pair is closed. Answers a short pt-BR page either way.
 */
export function loginUnlockRoute(app: Express, svc: Services, limiter: LoginRateLimiter): void {
  app.get('/:account/desbloquear', async (req, res, next) => {
    try {
      const code = String(req.params.account);
      const scope =
        code === OPERATOR_SCOPE ? OPERATOR_SCOPE : ((await accountOfAddress(svc.documents, code))?.id ?? null);
      const claims = openUnlockToken(svc, req.query.token);
      res.setHeader('Cache-Control', 'no-store');
      res.type('text/html; charset=utf-8');
      if (!scope || !claims || claims.scope !== scope) {
        res.status(400).send(page(securityMessages.unlockInvalid));
        return;
      }
      limiter.trustDevice(scope, claims.email, deviceOf(req, res).remember());
      res.status(200).send(page(securityMessages.unlockDone));
    } catch (error) {
      next(error);
    }
  });
}

const page = (message: string) =>
  `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Desbloqueio</title></head><body><p>${escapeHtml(message)}</p></body></html>`;
