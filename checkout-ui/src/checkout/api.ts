import { checkoutMessages } from '@gym/contracts/checkout/messages';
import type { CheckoutAccount, CheckoutPlan } from '@gym/contracts/checkout/request';
import {
  pagarmeBrand,
  pagarmeTokenError,
  pagarmeTokenRequest,
  type CardProviderInfo,
  type TypedCard,
} from './logic/cardProvider';

export const accountCode = decodeURIComponent(window.location.pathname.split('/')[1] ?? '');
const base = `/${encodeURIComponent(accountCode)}/checkout`;

export class RequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function call<T>(url: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch {
    throw new RequestError(checkoutMessages.networkFailed, 0);
  }
  const body = (await response.json().catch(() => ({}))) as { error?: string };
  if (!response.ok) throw new RequestError(body.error ?? checkoutMessages.networkFailed, response.status);
  return body as T;
}

export const loadPage = () =>
  call<{
    account: CheckoutAccount;
    plans: CheckoutPlan[];
    captcha?: { required: boolean; provider?: string };
    cardProvider?: CardProviderInfo;
  }>(`${base}/plans`);
export const lookUpPlan = (code: string) => call<CheckoutPlan>(`${base}?plan_code=${encodeURIComponent(code)}`);

/**
 * The card goes to the payment provider's tokenization endpoint only: the card sandbox's (served on this origin), or,
 * with the second provider preferred, Pagar.me's with the account's public key.
 */
export async function tokenizeCard(
  provider: CardProviderInfo,
  card: TypedCard,
): Promise<{ token: string; brand: string; last4: string }> {
  if (provider.name === 'sandbox')
    return call(provider.tokenizeUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(card),
    });
  const request = pagarmeTokenRequest(provider, card);
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(request.body),
    });
  } catch {
    throw new RequestError(checkoutMessages.networkFailed, 0);
  }
  const body = (await response.json().catch(() => ({}))) as {
    id?: string;
    card?: { brand?: string; last_four_digits?: string };
  };
  if (response.status === 422) throw new RequestError(pagarmeTokenError(body), 422);
  if (!response.ok || !body.id) throw new RequestError(checkoutMessages.providerUnavailable, response.status);
  return { token: body.id, brand: pagarmeBrand(body.card?.brand), last4: body.card?.last_four_digits ?? '' };
}

export const submitPurchase = (body: unknown, idempotencyKey: string) =>
  call<{ checkout_type: string; url: string | null; access_sent_to?: string }>(base, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
    body: JSON.stringify(body),
  });
