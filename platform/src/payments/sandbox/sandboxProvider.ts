import { detectCardBrand } from '@gym/contracts';
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import {
  PaymentProviderUnavailableError,
  type CardChargeRequest,
  type CardChargeResult,
  type CardTokenInfo,
  type PaymentProvider,
  type PixCharge,
  type PixChargeRequest,
  type SavedCard,
  type SavedCardChargeRequest,
} from '../../ports/payments.ts';
import QRCode from 'qrcode';
import { pixBrCode } from './pixBrCode.ts';
import { outcomeOf, passesLuhn, SANDBOX_TEST_CARDS, type SandboxOutcome } from './testCards.ts';

/** What the browser sends to the sandbox's tokenization endpoint (our server plays the provider). */
export interface SandboxCardInput {
  readonly number: string;
  readonly holderName: string;
  readonly expiry: string;
  readonly cvv: string;
}
export type TokenizeResult =
  | { readonly ok: true; readonly token: string; readonly brand: string; readonly last4: string }
  | { readonly ok: false; readonly field: 'number' | 'holderName' | 'expiry' | 'cvv'; readonly message: string };

interface TokenEntry extends CardTokenInfo {
  readonly outcome: SandboxOutcome;
  readonly expiresAt: number;
  /** Tokens are single-use, as a real provider's: the idempotency key of the charge that used it. */
  usedBy: string | null;
}

const TOKEN_TTL_MS = 15 * 60 * 1000;

/**
 * The embedded payment provider: a sandbox with documented test cards (testCards.ts). The card
 * number lives only for the length of `tokenize`: the token keeps the brand, the last four digits,
 * a keyed hash (fingerprint) and the sandbox outcome, in memory. CVVs are checked and dropped.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';
  private readonly tokens = new Map<string, TokenEntry>();
  private readonly charges = new Map<string, CardChargeResult>();
  private readonly fingerprintKey = randomBytes(32);
  /** Test control: charges of a card on file declined before its own outcome applies again. */
  private readonly pendingDeclines = new Map<string, number>();
  /** Charges actually made (a replayed idempotency key answers from `charges` and is not counted). */
  private readonly executed: Array<{ idempotencyKey: string; amount: number; status: CardChargeResult['status'] }> = [];

  private readonly pix = new Map<string, { charge: Omit<PixCharge, 'status'>; openedAt: number }>();
  private readonly pixByKey = new Map<string, string>();

  /** `pixConfirmAfterMs`: how long after it is opened the sandbox confirms a Pix charge as paid (the payer's app). */
  constructor(
    private readonly now: () => number = Date.now,
    private readonly pixConfirmAfterMs = 5000,
  ) {}

  tokenize(input: SandboxCardInput): TokenizeResult {
    const digits = String(input.number ?? '').replace(/[\s-]/g, '');
    if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits))
      return { ok: false, field: 'number', message: 'Número do cartão inválido' };
    if (String(input.holderName ?? '').trim().length < 3)
      return { ok: false, field: 'holderName', message: 'Nome muito curto' };
    if (!validExpiry(String(input.expiry ?? ''), new Date(this.now())))
      return { ok: false, field: 'expiry', message: 'Data inválida' };
    if (!/^\d{3,4}$/.test(String(input.cvv ?? ''))) return { ok: false, field: 'cvv', message: 'CVV inválido' };
    this.sweep();
    const token = `tok_sandbox_${randomUUID().replace(/-/g, '')}`;
    const brand = detectCardBrand(digits) || 'none';
    const last4 = digits.slice(-4);
    const fingerprint = createHmac('sha256', this.fingerprintKey).update(digits).digest('base64url').slice(0, 22);
    this.tokens.set(token, {
      brand,
      last4,
      fingerprint,
      outcome: outcomeOf(digits),
      expiresAt: this.now() + TOKEN_TTL_MS,
      usedBy: null,
    });
    return { ok: true, token, brand, last4 };
  }

  async describeCardToken(token: string): Promise<CardTokenInfo | null> {
    const entry = this.live(token);
    return entry ? { brand: entry.brand, last4: entry.last4, fingerprint: entry.fingerprint } : null;
  }

  async chargeCard(request: CardChargeRequest): Promise<CardChargeResult> {
    const done = this.charges.get(request.idempotencyKey);
    if (done) return done;
    const entry = this.live(request.cardToken);
    if (!entry || (entry.usedBy !== null && entry.usedBy !== request.idempotencyKey)) {
      return {
        status: 'declined',
        code: 'invalid_token',
        message: 'Os dados do cartão expiraram. Digite o cartão novamente.',
      };
    }
    if (entry.outcome.kind === 'fail')
      throw new PaymentProviderUnavailableError('sandbox: processing error (test card)');
    entry.usedBy = request.idempotencyKey;
    const result: CardChargeResult =
      entry.outcome.kind === 'approve'
        ? {
            status: 'approved',
            chargeId: `ch_sandbox_${randomUUID().replace(/-/g, '')}`,
            brand: entry.brand,
            last4: entry.last4,
          }
        : { status: 'declined', code: entry.outcome.code, message: entry.outcome.message };
    this.executed.push({ idempotencyKey: request.idempotencyKey, amount: request.amount, status: result.status });
    this.charges.set(request.idempotencyKey, result);
    return result;
  }

  /**
   * Keeps a tokenized card (Stripe: a Customer with its PaymentMethod). The reference is self-describing
   * (`cus_sandbox_<outcome>_<brand>_<last4>_<random>`) so a saved card outlives a restart of the
   * in-memory sandbox; it holds the test card's outcome code, never the number.
   */
  async saveCard(token: string): Promise<SavedCard | null> {
    const entry = this.live(token);
    // A token paid with once may be kept (Stripe's setup_future_usage); the same token gives the same reference.
    if (!entry) return null;
    entry.usedBy ??= `saved:${token}`;
    const outcome =
      entry.outcome.kind === 'approve' ? 'ok' : entry.outcome.kind === 'fail' ? 'fail' : entry.outcome.code;
    const customerRef = `cus_sandbox_${outcome}_${entry.brand}_${entry.last4}_${createHash('sha256').update(token).digest('hex').slice(0, 16)}`;
    return { customerRef, brand: entry.brand, last4: entry.last4 };
  }

  async chargeSavedCard(request: SavedCardChargeRequest): Promise<CardChargeResult> {
    const done = this.charges.get(request.idempotencyKey);
    if (done) return done;
    const match = /^cus_sandbox_([a-z_]+?)_([a-z]+)_(\d{4})_[0-9a-f]{16}$/.exec(request.customerRef);
    if (!match) {
      return {
        status: 'declined',
        code: 'invalid_customer',
        message: 'Cartão salvo não encontrado. Cadastre o cartão novamente.',
      };
    }
    const [, outcomeCode = '', brand = '', last4 = ''] = match;
    const declines = this.pendingDeclines.get(request.customerRef) ?? 0;
    let result: CardChargeResult;
    if (declines > 0) {
      this.pendingDeclines.set(request.customerRef, declines - 1);
      result = { status: 'declined', code: 'insufficient_funds', message: 'Saldo insuficiente.' };
    } else if (outcomeCode === 'fail') {
      throw new PaymentProviderUnavailableError('sandbox: processing error (test card)');
    } else if (outcomeCode === 'ok') {
      result = { status: 'approved', chargeId: `ch_sandbox_${randomUUID().replace(/-/g, '')}`, brand, last4 };
    } else {
      const known = Object.values(SANDBOX_TEST_CARDS).find(
        (c) => c.outcome.kind === 'decline' && c.outcome.code === outcomeCode,
      )?.outcome;
      result = {
        status: 'declined',
        code: outcomeCode,
        message: known?.kind === 'decline' ? known.message : 'Cartão recusado pelo banco emissor.',
      };
    }
    this.executed.push({ idempotencyKey: request.idempotencyKey, amount: request.amount, status: result.status });
    this.charges.set(request.idempotencyKey, result);
    return result;
  }

  async createPixCharge(request: PixChargeRequest): Promise<PixCharge> {
    const known = this.pixByKey.get(request.idempotencyKey);
    if (known) return (await this.getPixCharge(known)) as PixCharge;
    const pixId = `pix_sandbox_${randomUUID().replace(/-/g, '')}`;
    const copyPasteCode = pixBrCode({ txid: pixId.slice(-25), amount: request.amount });
    const qrCodeDataUrl = await QRCode.toDataURL(copyPasteCode, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
    this.pix.set(pixId, {
      charge: { pixId, amount: request.amount, copyPasteCode, qrCodeDataUrl },
      openedAt: this.now(),
    });
    this.pixByKey.set(request.idempotencyKey, pixId);
    return { pixId, amount: request.amount, copyPasteCode, qrCodeDataUrl, status: 'pending' };
  }

  async getPixCharge(pixId: string): Promise<PixCharge | null> {
    const entry = this.pix.get(pixId);
    if (!entry) return null;
    return { ...entry.charge, status: this.now() - entry.openedAt >= this.pixConfirmAfterMs ? 'paid' : 'pending' };
  }

  /** Test and demo control: the next `count` charges of this card on file are declined ('Saldo insuficiente.'). */
  declineNextCharges(customerRef: string, count: number): void {
    this.pendingDeclines.set(customerRef, count);
  }

  /** How many charges the sandbox actually made (approved or declined), replays of a key excluded. */
  get chargeCount(): number {
    return this.executed.length;
  }

  /** The charges actually made, in order (idempotency key, amount, outcome): what a test counts per payment. */
  get chargeLog(): ReadonlyArray<{ idempotencyKey: string; amount: number; status: CardChargeResult['status'] }> {
    return this.executed;
  }

  private live(token: string): TokenEntry | null {
    const entry = this.tokens.get(token);
    return entry && entry.expiresAt > this.now() ? entry : null;
  }

  private sweep(): void {
    if (this.tokens.size < 10_000) return;
    const now = this.now();
    for (const [token, entry] of this.tokens) if (entry.expiresAt <= now) this.tokens.delete(token);
  }
}

function validExpiry(value: string, now: Date): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return month >= 1 && month <= 12 && year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}
