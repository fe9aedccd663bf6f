import { checkoutMessages } from '@gym/contracts/checkout/messages';

/** Where the page tokenizes the card (`GET /{account}/checkout/plans` answers it): never a secret. */
export type CardProviderInfo =
  | { readonly name: 'sandbox'; readonly tokenizeUrl: string }
  | { readonly name: 'mundipagg'; readonly tokenizeUrl: string; readonly publicKey: string };

export const DEFAULT_CARD_PROVIDER: CardProviderInfo = { name: 'sandbox', tokenizeUrl: '/payments/sandbox/tokens' };

export interface TypedCard {
  readonly number: string;
  readonly holder_name: string;
  /** MM/YY as typed. */
  readonly expiry: string;
  readonly cvv: string;
}

/** Pagar.me core v5's tokenization request: `POST {tokenizeUrl}?appId=<public key>`. */
export function pagarmeTokenRequest(provider: { tokenizeUrl: string; publicKey: string }, card: TypedCard) {
  const [month = '', year = ''] = card.expiry.split('/');
  return {
    url: `${provider.tokenizeUrl}?appId=${encodeURIComponent(provider.publicKey)}`,
    body: {
      type: 'card',
      card: {
        number: card.number,
        holder_name: card.holder_name,
        exp_month: Number(month),
        exp_year: Number(year),
        cvv: card.cvv,
      },
    },
  };
}

/** Pagar.me's brand names as the page's labels (contracts' CardBrand). */
export const pagarmeBrand = (brand: string | undefined) => {
  const lower = (brand ?? '').toLowerCase();
  return ({ amex: 'american_express', diners: 'diners_club' } as Record<string, string>)[lower] ?? (lower || 'none');
};

/** A refused tokenization (422 `{ errors: { 'request.card.cvv': [...] } }`) in the form's own pt-BR words. */
export function pagarmeTokenError(body: unknown): string {
  const fields = Object.keys((body as { errors?: Record<string, unknown> } | null)?.errors ?? {}).join(' ');
  if (fields.includes('cvv')) return checkoutMessages.cvvInvalid;
  if (fields.includes('holder_name')) return checkoutMessages.cardNameTooShort;
  if (fields.includes('number')) return checkoutMessages.cardNumberInvalid;
  if (fields.includes('exp') || fields === 'request.card') return checkoutMessages.expiryInvalid;
  return checkoutMessages.cardNumberInvalid;
}
