import { createHash } from 'node:crypto';
import {
  PaymentProviderUnavailableError,
  type CardChargeRequest,
  type CardChargeResult,
  type CardTokenInfo,
  type PaymentProvider,
  type PixCharge,
  type SavedCard,
} from '../../ports/payments.ts';

export interface PagarmeConfig {
  /** The core v5 base address, e.g. `https://api.pagar.me/core/v5` (or our sandbox's). */
  readonly apiUrl: string;
  /** The account's secret key (`sk_…`): basic auth of the orders. */
  readonly secretKey: string;
  /** Its public key (`pk_…`): the browser's tokenization and the token lookup. */
  readonly publicKey: string;
  readonly timeoutMs?: number;
}

/** Acquirer return codes with a reason the buyer can act on; any other refusal is the issuer's. */
const DECLINE_MESSAGES: Record<string, string> = {
  '51': 'Saldo insuficiente.',
  '54': 'Cartão vencido.',
  '14': 'Número do cartão inválido.',
  '57': 'Transação não permitida para este cartão.',
};
const ISSUER_DECLINED = 'Cartão recusado pelo banco emissor.';
const TOKEN_INVALID = 'Os dados do cartão expiraram. Digite o cartão novamente.';

interface PagarmeCard {
  first_six_digits?: string;
  last_four_digits?: string;
  brand?: string;
  exp_month?: number;
  exp_year?: number;
}
interface PagarmeOrder {
  status?: string;
  charges?: Array<{
    id?: string;
    status?: string;
    last_transaction?: { acquirer_return_code?: string; acquirer_message?: string; card?: PagarmeCard };
  }>;
}

/** A charge as the provider holds it (`GET /charges/{id}`): what a webhook's claims are checked against. */
export interface PagarmeCharge {
  readonly id: string;
  readonly status: string;
  /** Cents. */
  readonly amount: number;
  readonly currency: string;
  readonly code: string | null;
  readonly metadata: Readonly<Record<string, unknown>>;
}

/**
 * The second provider (Mundipagg, now Pagar.me core v5) behind the PaymentProvider port, per account: orders with
 * one credit-card payment of a token the browser made with the account's public key. Only the card purchase is
 * spoken here: keeping a card on file and Pix through the second provider are not built (saveCard answers null,
 * the others refuse), so those stay with the configured card provider.
 */
export class PagarmePaymentProvider implements PaymentProvider {
  readonly name = 'mundipagg';
  private readonly base: string;

  constructor(private readonly config: PagarmeConfig) {
    this.base = config.apiUrl.replace(/\/+$/, '');
  }

  async describeCardToken(token: string): Promise<CardTokenInfo | null> {
    if (!/^token_[A-Za-z0-9]{1,64}$/.test(token)) return null;
    const answer = await this.call(
      'GET',
      `/tokens/${encodeURIComponent(token)}?appId=${encodeURIComponent(this.config.publicKey)}`,
    );
    if (answer.status === 404) return null;
    if (answer.status !== 200) throw new PaymentProviderUnavailableError(`pagar.me: tokens answered ${answer.status}`);
    const card = ((answer.body as { card?: PagarmeCard }).card ?? {}) as PagarmeCard;
    if (!card.last_four_digits) return null;
    // Pagar.me gives no card fingerprint: BIN, last four and expiry (hashed) stand for the card in the carding limit.
    const fingerprint = createHash('sha256')
      .update(`pagarme:${card.first_six_digits}:${card.last_four_digits}:${card.exp_month}:${card.exp_year}`)
      .digest('base64url')
      .slice(0, 22);
    return { brand: brandOf(card.brand), last4: card.last_four_digits, fingerprint };
  }

  async chargeCard(request: CardChargeRequest): Promise<CardChargeResult> {
    const customer = request.customer;
    const body = {
      code: request.idempotencyKey.slice(0, 52),
      items: [{ amount: request.amount, description: request.description.slice(0, 256), quantity: 1, code: 'plano' }],
      customer: customer
        ? {
            name: customer.name,
            email: customer.email,
            type: 'individual',
            document: customer.document,
            document_type: 'CPF',
          }
        : undefined,
      payments: [
        {
          payment_method: 'credit_card',
          credit_card: {
            card_token: request.cardToken,
            installments: request.installments,
            ...(request.statementDescriptor ? { statement_descriptor: request.statementDescriptor.slice(0, 13) } : {}),
          },
        },
      ],
    };
    const answer = await this.call('POST', '/orders', body, request.idempotencyKey);
    if (answer.status === 422 || answer.status === 400) {
      // A token unknown, expired or used by another order: the buyer types the card again.
      return { status: 'declined', code: 'invalid_token', message: TOKEN_INVALID };
    }
    if (answer.status !== 200) throw new PaymentProviderUnavailableError(`pagar.me: orders answered ${answer.status}`);
    const charge = (answer.body as PagarmeOrder).charges?.[0];
    const transaction = charge?.last_transaction;
    if (charge?.status === 'paid' && charge.id) {
      return {
        status: 'approved',
        chargeId: charge.id,
        brand: brandOf(transaction?.card?.brand),
        last4: transaction?.card?.last_four_digits ?? '',
      };
    }
    if (charge?.status === 'failed') {
      const code = transaction?.acquirer_return_code ?? 'unknown';
      return { status: 'declined', code: `acquirer_${code}`, message: DECLINE_MESSAGES[code] ?? ISSUER_DECLINED };
    }
    // pending / processing: nothing we can tell the buyer now; treat as not answered (retry with the same key).
    throw new PaymentProviderUnavailableError(`pagar.me: charge ${charge?.status ?? 'missing'}`);
  }

  /**
   * The charge `chargeId` as the provider holds it, with this account's secret key (another account's charge is
   * not found); null when it does not exist. Pagar.me does not sign its webhooks: this lookup is what proves one.
   */
  async getCharge(chargeId: string): Promise<PagarmeCharge | null> {
    if (!/^ch_[A-Za-z0-9]{1,64}$/.test(chargeId)) return null;
    const answer = await this.call('GET', `/charges/${encodeURIComponent(chargeId)}`, undefined, undefined, true);
    if (answer.status === 404) return null;
    if (answer.status !== 200) throw new PaymentProviderUnavailableError(`pagar.me: charges answered ${answer.status}`);
    const body = (answer.body ?? {}) as Record<string, unknown>;
    const metadata = body.metadata;
    return {
      id: String(body.id ?? ''),
      status: String(body.status ?? ''),
      amount: typeof body.amount === 'number' ? body.amount : -1,
      currency: String(body.currency ?? ''),
      code: typeof body.code === 'string' ? body.code : null,
      metadata:
        typeof metadata === 'object' && metadata !== null && !Array.isArray(metadata)
          ? (metadata as Record<string, unknown>)
          : {},
    };
  }

  async saveCard(): Promise<SavedCard | null> {
    return null;
  }

  async chargeSavedCard(): Promise<CardChargeResult> {
    return {
      status: 'declined',
      code: 'not_supported',
      message: 'Cartão salvo não encontrado. Cadastre o cartão novamente.',
    };
  }

  async createPixCharge(): Promise<PixCharge> {
    throw new PaymentProviderUnavailableError('pagar.me: Pix through the second provider is not built');
  }

  async getPixCharge(): Promise<PixCharge | null> {
    return null;
  }

  private async call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    idempotencyKey?: string,
    withSecret = method === 'POST',
  ): Promise<{ status: number; body: unknown }> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (method === 'POST') headers['content-type'] = 'application/json';
    if (withSecret) {
      headers.authorization = `Basic ${Buffer.from(`${this.config.secretKey}:`).toString('base64')}`;
    }
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    let response: Response;
    try {
      response = await fetch(`${this.base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new PaymentProviderUnavailableError(`pagar.me: ${(error as Error).name}`);
    }
    const parsed = await response.json().catch(() => null);
    return { status: response.status, body: parsed };
  }
}

/** Pagar.me's brand names ('Visa', 'Mastercard', 'Amex'…) as our labels (contracts' CardBrand). */
function brandOf(brand: string | undefined): string {
  const lower = (brand ?? '').toLowerCase();
  return { amex: 'american_express', diners: 'diners_club' }[lower] ?? (lower || 'none');
}
