import { selfServiceTexts as t } from '@gym/contracts/billing/messages';

export const accountCode = decodeURIComponent(window.location.pathname.split('/')[1] ?? '');
export const linkToken = new URLSearchParams(window.location.search).get('t') ?? '';
const base = `/${encodeURIComponent(accountCode)}/pagamento`;

export interface Overview {
  gym: string;
  firstName: string;
  plan: string;
  card: { brand: string; last4: string } | null;
  payments: Array<{ id: string; dueDate: string; value: number }>;
  total: number;
}
export interface Pix {
  pixId: string;
  amount: number;
  copyPasteCode: string;
  qrCodeDataUrl: string;
}

async function call<T>(url: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch {
    throw new Error(t.networkFailed);
  }
  const body = (await response.json().catch(() => ({}))) as { error?: string };
  if (!response.ok) throw new Error(body.error ?? t.networkFailed);
  return body as T;
}
const post = <T>(url: string, body: unknown) =>
  call<T>(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

export const loadOverview = () => call<Overview>(`${base}/dados?t=${encodeURIComponent(linkToken)}`);
/** The card goes to the payment provider's tokenization endpoint only (the sandbox's, as on the checkout). */
export const tokenizeCard = (card: { number: string; holder_name: string; expiry: string; cvv: string }) =>
  post<{ token: string; brand: string; last4: string }>('/payments/sandbox/tokens', card);
export const payByCard = (cardToken: string) =>
  post<{ status: 'approved' | 'declined'; message: string | null }>(`${base}/cartao`, {
    t: linkToken,
    card_token: cardToken,
  });
export const openPix = () => post<Pix>(`${base}/pix`, { t: linkToken });
export const pixStatus = (pixId: string) =>
  call<{ status: 'pending' | 'paid' }>(`${base}/pix/${encodeURIComponent(pixId)}?t=${encodeURIComponent(linkToken)}`);
