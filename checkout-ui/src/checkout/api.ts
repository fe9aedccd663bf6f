import { checkoutMessages } from '@gym/contracts/checkout/messages';
import type { CheckoutAccount, CheckoutPlan } from '@gym/contracts/checkout/request';

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
  call<{ account: CheckoutAccount; plans: CheckoutPlan[]; captcha?: { required: boolean; provider?: string } }>(
    `${base}/plans`,
  );
export const lookUpPlan = (code: string) => call<CheckoutPlan>(`${base}?plan_code=${encodeURIComponent(code)}`);

/** The card goes to the payment provider's tokenization endpoint only (the sandbox's, served on this origin). */
export const tokenizeCard = (card: { number: string; holder_name: string; expiry: string; cvv: string }) =>
  call<{ token: string; brand: string; last4: string }>('/payments/sandbox/tokens', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(card),
  });

export const submitPurchase = (body: unknown, idempotencyKey: string) =>
  call<{ checkout_type: string; url: string | null }>(base, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
    body: JSON.stringify(body),
  });
