import { detectCardBrand } from '@gym/contracts';
import { createHash, randomUUID } from 'node:crypto';
import { outcomeOf, passesLuhn } from '../sandbox/testCards.ts';

/**
 * Our sandbox of Pagar.me's core v5 API (Mundipagg's successor), which cannot be reached from here. It speaks the
 * documented protocol of the two calls the checkout uses: the public-key tokenization `POST /tokens?appId=<pk>`
 * (and `GET /tokens/{id}?appId=<pk>`) and `POST /orders` with basic auth (the secret key) and `Idempotency-Key`.
 * The outcomes are the card sandbox's test cards (docs/checkout.md). Card numbers live only for the length of the
 * tokenization: a token keeps the first six and last four digits, the brand, the expiry and the test outcome.
 *
 * Keys: Pagar.me pairs each secret key with a public key; in the sandbox the public key of `sk_…` is
 * `pagarmeSandboxPublicKey(sk)` (a hash of it), so a token made with one account's public key is charged only with
 * that account's secret key.
 */
export const pagarmeSandboxPublicKey = (secretKey: string) =>
  `pk_test_${createHash('sha256').update(`pagarme-sandbox:${secretKey}`).digest('hex').slice(0, 32)}`;

export interface PagarmeAnswer {
  readonly status: number;
  readonly body: unknown;
}

interface SandboxToken {
  readonly appId: string;
  readonly card: {
    readonly first_six_digits: string;
    readonly last_four_digits: string;
    readonly brand: string;
    readonly holder_name: string;
    readonly exp_month: number;
    readonly exp_year: number;
  };
  readonly outcome: ReturnType<typeof outcomeOf>;
  readonly expiresAt: number;
  usedBy: string | null;
}

const TOKEN_TTL_MS = 60 * 1000 * 15;
const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  elo: 'Elo',
  american_express: 'Amex',
  hipercard: 'Hipercard',
  diners_club: 'Diners',
  discover: 'Discover',
  jcb: 'JCB',
  aura: 'Aura',
};
const invalid = (errors: Record<string, string[]>): PagarmeAnswer => ({
  status: 422,
  body: { message: 'The request is invalid.', errors },
});
const unauthorized: PagarmeAnswer = {
  status: 401,
  body: { message: 'Authorization has been denied for this request.' },
};
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const id = (prefix: string) => `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 16)}`;

export class PagarmeSandbox {
  private readonly tokens = new Map<string, SandboxToken>();
  private readonly orders = new Map<string, PagarmeAnswer>();
  /** Charges by id, with the secret key of the account that made them (`GET /charges/{id}` answers only it). */
  private readonly charges = new Map<string, { secret: string; charge: Record<string, unknown> }>();
  /** Orders actually created (a replayed Idempotency-Key answers from `orders`): what tests count. */
  readonly created: Array<{ code: string; amount: number; status: string }> = [];

  constructor(private readonly now: () => number = Date.now) {}

  /** `POST /core/v5/tokens?appId=<public key>` {type:'card', card:{number, holder_name, exp_month, exp_year, cvv}}. */
  createToken(appId: unknown, body: unknown): PagarmeAnswer {
    if (typeof appId !== 'string' || !/^pk_test_[0-9a-f]{32}$/.test(appId)) return unauthorized;
    const card = isRecord(body) && isRecord(body.card) ? body.card : null;
    if (!isRecord(body) || body.type !== 'card' || !card)
      return invalid({ 'request.type': ['The type field is invalid.'] });
    const digits = String(card.number ?? '').replace(/[\s-]/g, '');
    if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits))
      return invalid({ 'request.card.number': ['The number field is not a valid credit card number.'] });
    const holder = String(card.holder_name ?? '').trim();
    if (holder.length < 3) return invalid({ 'request.card.holder_name': ['The holder_name field is invalid.'] });
    const month = Number(card.exp_month);
    const rawYear = Number(card.exp_year);
    const year = rawYear < 100 ? 2000 + rawYear : rawYear;
    const today = new Date(this.now());
    if (
      !Number.isInteger(month) ||
      month < 1 ||
      month > 12 ||
      !Number.isInteger(year) ||
      year * 12 + month < today.getUTCFullYear() * 12 + today.getUTCMonth() + 1
    )
      return invalid({ 'request.card': ['Card expired.'] });
    if (!/^\d{3,4}$/.test(String(card.cvv ?? '')))
      return invalid({ 'request.card.cvv': ['The cvv field is invalid.'] });
    this.sweep();
    const tokenId = id('token');
    const brand = detectCardBrand(digits);
    const token: SandboxToken = {
      appId,
      card: {
        first_six_digits: digits.slice(0, 6),
        last_four_digits: digits.slice(-4),
        brand: brand ? (BRANDS[brand] ?? brand) : 'Unknown',
        holder_name: holder,
        exp_month: month,
        exp_year: year,
      },
      outcome: outcomeOf(digits),
      expiresAt: this.now() + TOKEN_TTL_MS,
      usedBy: null,
    };
    this.tokens.set(tokenId, token);
    return { status: 200, body: this.tokenBody(tokenId, token) };
  }

  /** `GET /core/v5/tokens/{id}?appId=<public key>`. */
  getToken(appId: unknown, tokenId: string): PagarmeAnswer {
    const token = this.live(tokenId);
    if (!token || token.appId !== appId) return { status: 404, body: { message: 'Token not found.' } };
    return { status: 200, body: this.tokenBody(tokenId, token) };
  }

  /** `POST /core/v5/orders` with `Authorization: Basic base64(sk:)` and an optional `Idempotency-Key`. */
  createOrder(authorization: unknown, idempotencyKey: unknown, body: unknown): PagarmeAnswer {
    const secret = secretOf(authorization);
    if (!secret) return unauthorized;
    const replayKey = typeof idempotencyKey === 'string' && idempotencyKey ? `${secret}\u0000${idempotencyKey}` : null;
    const replay = replayKey ? this.orders.get(replayKey) : undefined;
    if (replay) return replay;
    if (!isRecord(body)) return invalid({ request: ['The request is invalid.'] });
    const items = Array.isArray(body.items) ? body.items.filter(isRecord) : [];
    if (items.length === 0 || items.some((i) => !Number.isInteger(i.amount) || (i.amount as number) < 0))
      return invalid({ 'order.items': ['The items field is required.'] });
    const customer = isRecord(body.customer) ? body.customer : null;
    if (!customer || typeof customer.name !== 'string' || typeof customer.email !== 'string')
      return invalid({ 'order.customer': ['The customer field is required.'] });
    const payment = Array.isArray(body.payments) && isRecord(body.payments[0]) ? body.payments[0] : null;
    const credit = payment && isRecord(payment.credit_card) ? payment.credit_card : null;
    if (payment?.payment_method !== 'credit_card' || !credit)
      return invalid({ 'order.payments': ['The payment_method field is invalid.'] });
    const installments = Number(credit.installments ?? 1);
    if (!Number.isInteger(installments) || installments < 1 || installments > 24)
      return invalid({ 'order.payments[0].credit_card.installments': ['The installments field is invalid.'] });
    const tokenId = String(credit.card_token ?? '');
    const token = this.live(tokenId);
    const orderKey = replayKey ?? id('noidem');
    if (
      !token ||
      token.appId !== pagarmeSandboxPublicKey(secret) ||
      (token.usedBy !== null && token.usedBy !== orderKey)
    )
      return invalid({
        'order.payments[0].credit_card.card_token': ['The card_token is invalid or was already used.'],
      });
    if (token.outcome.kind === 'fail') return { status: 500, body: { message: 'An error has occurred.' } };
    token.usedBy = orderKey;
    const amount = items.reduce((sum, i) => sum + (i.amount as number) * Number(i.quantity ?? 1), 0);
    const paid = token.outcome.kind === 'approve';
    const decline = token.outcome.kind === 'decline' ? token.outcome : null;
    const returnCode = decline ? (decline.code === 'insufficient_funds' ? '51' : '05') : '00';
    const created = new Date(this.now()).toISOString();
    const order = {
      id: id('or'),
      code: typeof body.code === 'string' ? body.code : id('code'),
      amount,
      currency: 'BRL',
      closed: true,
      status: paid ? 'paid' : 'failed',
      created_at: created,
      customer: { id: id('cus'), name: customer.name, email: customer.email },
      metadata: isRecord(body.metadata) ? body.metadata : {},
      charges: [
        {
          id: id('ch'),
          code: typeof body.code === 'string' ? body.code : undefined,
          amount,
          currency: 'BRL',
          metadata: isRecord(body.metadata) ? body.metadata : {},
          status: paid ? 'paid' : 'failed',
          payment_method: 'credit_card',
          paid_amount: paid ? amount : undefined,
          created_at: created,
          last_transaction: {
            id: id('tran'),
            transaction_type: 'credit_card',
            status: paid ? 'captured' : 'not_authorized',
            success: paid,
            amount,
            installments,
            statement_descriptor:
              typeof credit.statement_descriptor === 'string' ? credit.statement_descriptor : undefined,
            acquirer_return_code: returnCode,
            acquirer_message: paid ? 'Transação capturada com sucesso' : decline!.message,
            card: {
              id: id('card'),
              first_six_digits: token.card.first_six_digits,
              last_four_digits: token.card.last_four_digits,
              brand: token.card.brand,
              holder_name: token.card.holder_name,
              exp_month: token.card.exp_month,
              exp_year: token.card.exp_year,
            },
            gateway_response: { code: '200', errors: [] },
          },
        },
      ],
    };
    const answer: PagarmeAnswer = { status: 200, body: order };
    this.created.push({ code: order.code, amount, status: order.status });
    for (const charge of order.charges) this.charges.set(charge.id, { secret, charge });
    if (replayKey) this.orders.set(replayKey, answer);
    return answer;
  }

  /** `GET /core/v5/charges/{id}` with the basic auth of the account that made it (another account's: 404). */
  getCharge(authorization: unknown, chargeId: string): PagarmeAnswer {
    const secret = secretOf(authorization);
    if (!secret) return unauthorized;
    const found = this.charges.get(chargeId);
    if (!found || found.secret !== secret) return { status: 404, body: { message: 'Charge not found.' } };
    return { status: 200, body: found.charge };
  }

  private tokenBody(tokenId: string, token: SandboxToken) {
    return {
      id: tokenId,
      type: 'card',
      created_at: new Date(token.expiresAt - TOKEN_TTL_MS).toISOString(),
      expires_at: new Date(token.expiresAt).toISOString(),
      card: token.card,
    };
  }

  private live(tokenId: string): SandboxToken | null {
    const token = this.tokens.get(tokenId);
    return token && token.expiresAt > this.now() ? token : null;
  }

  private sweep(): void {
    if (this.tokens.size < 10_000) return;
    const now = this.now();
    for (const [key, token] of this.tokens) if (token.expiresAt <= now) this.tokens.delete(key);
  }
}

/** The secret key of a `Basic base64(sk:)` header (Pagar.me: the secret key as user, empty password). */
function secretOf(header: unknown): string | null {
  if (typeof header !== 'string' || !header.startsWith('Basic ')) return null;
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const secret = decoded.endsWith(':') ? decoded.slice(0, -1) : decoded;
  return secret.length > 0 && secret.length <= 512 ? secret : null;
}
