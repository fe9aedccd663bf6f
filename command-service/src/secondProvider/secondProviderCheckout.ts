import type { PaymentProvider } from '@gym/platform';
import {
  PagarmePaymentProvider,
  PagarmeSandbox,
  pagarmeSandboxPublicKey,
  type PagarmeAnswer,
} from '@gym/platform/payments';
import type { Express, Response } from 'express';
import { rest } from '../web/rest.ts';
import { loadPaymentSettings, openSecret } from '../paymentSettings/paymentSettings.ts';
import type { Services } from '../services.ts';

type Log = (message: string, error?: unknown) => void;

/** Our sandbox of Pagar.me's core v5 API, mounted by the embedded server (PAGARME_API_URL unset). */
export const PAGARME_SANDBOX_PATH = '/payments/sandbox/pagarme/core/v5';

/** Which provider the checkout page tokenizes the card at: never a secret, only the public key and the endpoint. */
export type CheckoutCardProvider =
  | { readonly name: 'sandbox'; readonly tokenizeUrl: string }
  | { readonly name: 'mundipagg'; readonly tokenizeUrl: string; readonly publicKey: string };

export interface SecondProviderRoute {
  readonly provider: PaymentProvider;
  readonly publicKey: string;
  readonly apiUrl: string;
}

/**
 * The account's second provider when the checkout must charge through it: `preferredPayment` 'mundipagg', the second
 * provider on and its secret set. Null otherwise (the configured card provider charges). The public key is the
 * sandbox's pairing of the secret (pagarmeSandboxPublicKey): a real Pagar.me account's public key is not a setting yet,
 * so with PAGARME_API_URL set the checkout keeps the card provider (docs/payments.md).
 */
export async function secondProviderRouteOf(svc: Services, accountId: string): Promise<SecondProviderRoute | null> {
  const settings = await loadPaymentSettings(svc, accountId);
  if (settings.preferredPayment !== 'mundipagg' || !settings.secondProviderEnabled) return null;
  const secretKey = openSecret(svc, settings.secondProviderSecretKey);
  if (!secretKey || svc.payments.secondProviderApiUrl) return null;
  const apiUrl = `${svc.ownUrl()}${PAGARME_SANDBOX_PATH}`;
  const publicKey = pagarmeSandboxPublicKey(secretKey);
  return { provider: new PagarmePaymentProvider({ apiUrl, secretKey, publicKey }), publicKey, apiUrl };
}

/** What `GET /{account}/checkout/plans` tells the page about the card's tokenization. */
export async function checkoutCardProviderOf(svc: Services, accountId: string): Promise<CheckoutCardProvider> {
  const route = await secondProviderRouteOf(svc, accountId);
  if (!route) return { name: 'sandbox', tokenizeUrl: '/payments/sandbox/tokens' };
  // The buyer's browser tokenizes at the address it reached us by (the page's CSP allows only its own origin);
  // the server charges at its own address (route.apiUrl).
  return {
    name: 'mundipagg',
    tokenizeUrl: `${svc.publicUrl()}${PAGARME_SANDBOX_PATH}/tokens`,
    publicKey: route.publicKey,
  };
}

/**
 * The Pagar.me sandbox's routes (tokens with the public key, orders with basic auth), answered in its protocol. The
 * tokenization is rate-limited per address like the card sandbox's; card numbers are never logged (the checkout's
 * unparsable-body handler covers /payments).
 */
export function pagarmeSandboxRoutes(
  app: Express,
  svc: Services,
  options: { log: Log; limit: (clientAddress: string) => Promise<void> },
): PagarmeSandbox | null {
  if (svc.payments.secondProviderApiUrl) return null;
  const sandbox = new PagarmeSandbox(() => svc.clock.now().getTime());
  const send = (res: Response, answer: PagarmeAnswer) => {
    res.setHeader('Cache-Control', 'no-store');
    res.status(answer.status).json(answer.body);
  };
  app.post(
    `${PAGARME_SANDBOX_PATH}/tokens`,
    rest(async (req, res) => {
      await options.limit(req.ip ?? 'unknown');
      send(res, sandbox.createToken(req.query.appId, req.body));
    }, options.log),
  );
  app.get(
    `${PAGARME_SANDBOX_PATH}/tokens/:id`,
    rest(async (req, res) => send(res, sandbox.getToken(req.query.appId, String(req.params.id))), options.log),
  );
  app.post(
    `${PAGARME_SANDBOX_PATH}/orders`,
    rest(
      async (req, res) =>
        send(res, sandbox.createOrder(req.get('authorization'), req.get('idempotency-key'), req.body)),
      options.log,
    ),
  );
  app.get(
    `${PAGARME_SANDBOX_PATH}/charges/:id`,
    rest(
      async (req, res) => send(res, sandbox.getCharge(req.get('authorization'), String(req.params.id))),
      options.log,
    ),
  );
  return sandbox;
}
