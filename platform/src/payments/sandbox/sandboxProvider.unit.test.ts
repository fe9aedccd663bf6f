import { describe, expect, it } from 'vitest';
import { PaymentProviderUnavailableError } from '../../ports/payments.ts';
import { SandboxPaymentProvider } from './sandboxProvider.ts';

const card = (number: string) => ({ number, holderName: 'ANA SOUZA', expiry: '12/39', cvv: '123' });
const charge = (cardToken: string, idempotencyKey: string) => ({
  cardToken,
  amount: 9990,
  currency: 'BRL' as const,
  installments: 1,
  idempotencyKey,
  description: 'Plano',
});

describe('sandbox payment provider', () => {
  it('tokenizes a card into brand, last four and a fingerprint, never the number', async () => {
    const sandbox = new SandboxPaymentProvider();
    const result = sandbox.tokenize(card('4111 1111 1111 1111'));
    if (!result.ok) throw new Error('refused');
    expect(result).toMatchObject({ brand: 'visa', last4: '1111' });
    expect(result.token).not.toContain('4111111111111111');
    const info = await sandbox.describeCardToken(result.token);
    expect(info?.fingerprint).toHaveLength(22);
    expect(JSON.stringify(info)).not.toContain('4111111111111111');
    const again = sandbox.tokenize(card('4111111111111111'));
    expect(again.ok && (await sandbox.describeCardToken(again.token))?.fingerprint).toBe(info?.fingerprint);
  });

  it('refuses numbers failing Luhn, short names, past expiry and bad CVV at tokenization', () => {
    const sandbox = new SandboxPaymentProvider(() => Date.parse('2026-11-24T12:00:00Z'));
    expect(sandbox.tokenize(card('4111111111111112'))).toEqual({
      ok: false,
      field: 'number',
      message: 'Número do cartão inválido',
    });
    expect(sandbox.tokenize({ ...card('4111111111111111'), holderName: 'A' })).toMatchObject({
      ok: false,
      field: 'holderName',
    });
    expect(sandbox.tokenize({ ...card('4111111111111111'), expiry: '10/26' })).toMatchObject({
      ok: false,
      field: 'expiry',
      message: 'Data inválida',
    });
    expect(sandbox.tokenize({ ...card('4111111111111111'), expiry: '11/26' }).ok).toBe(true);
    expect(sandbox.tokenize({ ...card('4111111111111111'), cvv: '12' })).toMatchObject({
      ok: false,
      field: 'cvv',
      message: 'CVV inválido',
    });
  });

  it('approves, declines and fails by test card, and charges a key once', async () => {
    const sandbox = new SandboxPaymentProvider();
    const token = (n: string) => {
      const r = sandbox.tokenize(card(n));
      if (!r.ok) throw new Error(r.message);
      return r.token;
    };
    const approved = await sandbox.chargeCard(charge(token('5555555555554444'), 'k1'));
    expect(approved).toMatchObject({ status: 'approved', brand: 'mastercard', last4: '4444' });
    expect(await sandbox.chargeCard(charge('whatever', 'k1'))).toEqual(approved);
    expect(await sandbox.chargeCard(charge(token('4000000000000002'), 'k2'))).toEqual({
      status: 'declined',
      code: 'card_declined',
      message: 'Cartão recusado pelo banco emissor.',
    });
    expect(await sandbox.chargeCard(charge(token('4000000000009995'), 'k3'))).toMatchObject({
      status: 'declined',
      code: 'insufficient_funds',
    });
    await expect(sandbox.chargeCard(charge(token('4000000000000119'), 'k4'))).rejects.toBeInstanceOf(
      PaymentProviderUnavailableError,
    );
  });

  it('uses a token for one charge only and forgets it after 15 minutes', async () => {
    let now = 0;
    const sandbox = new SandboxPaymentProvider(() => now);
    const r = sandbox.tokenize(card('4111111111111111'));
    if (!r.ok) throw new Error('refused');
    expect((await sandbox.chargeCard(charge(r.token, 'a'))).status).toBe('approved');
    expect(await sandbox.chargeCard(charge(r.token, 'b'))).toMatchObject({ status: 'declined', code: 'invalid_token' });
    const late = sandbox.tokenize(card('4111111111111111'));
    now += 15 * 60 * 1000;
    expect(late.ok && (await sandbox.describeCardToken(late.token))).toBeNull();
  });
});

describe('sandbox cards on file', () => {
  it('keeps a charged token as a card on file, charges it once per idempotency key and counts only real charges', async () => {
    const sandbox = new SandboxPaymentProvider();
    const token = sandbox.tokenize(card('4111111111111111'));
    if (!token.ok) throw new Error('refused');
    expect((await sandbox.chargeCard(charge(token.token, 'k0'))).status).toBe('approved');
    const saved = await sandbox.saveCard(token.token);
    expect(saved).toMatchObject({ brand: 'visa', last4: '1111' });
    expect(saved?.customerRef).not.toContain('4111111111111111');
    expect(await sandbox.saveCard(token.token)).toEqual(saved);
    const request = { customerRef: saved!.customerRef, amount: 9990, currency: 'BRL' as const, description: 'x' };
    const first = await sandbox.chargeSavedCard({ ...request, idempotencyKey: 'p1' });
    expect(first.status).toBe('approved');
    expect(await sandbox.chargeSavedCard({ ...request, idempotencyKey: 'p1' })).toEqual(first);
    expect(sandbox.chargeCount).toBe(2);
    sandbox.declineNextCharges(saved!.customerRef, 1);
    expect(await sandbox.chargeSavedCard({ ...request, idempotencyKey: 'p2' })).toMatchObject({
      status: 'declined',
      message: 'Saldo insuficiente.',
    });
    expect((await sandbox.chargeSavedCard({ ...request, idempotencyKey: 'p2-retry' })).status).toBe('approved');
    expect(sandbox.chargeCount).toBe(4);
  });

  it('keeps a declining test card declining and refuses an unknown reference', async () => {
    const sandbox = new SandboxPaymentProvider();
    const token = sandbox.tokenize(card('4000000000000002'));
    if (!token.ok) throw new Error('refused');
    const saved = await sandbox.saveCard(token.token);
    const request = { customerRef: saved!.customerRef, amount: 100, currency: 'BRL' as const, description: 'x' };
    expect(await sandbox.chargeSavedCard({ ...request, idempotencyKey: 'a' })).toMatchObject({
      status: 'declined',
      code: 'card_declined',
      message: 'Cartão recusado pelo banco emissor.',
    });
    expect((await sandbox.chargeSavedCard({ ...request, customerRef: 'cus_forged', idempotencyKey: 'b' })).status).toBe(
      'declined',
    );
    expect(await sandbox.saveCard('tok_unknown')).toBeNull();
  });
});

describe('sandbox Pix', () => {
  it('opens a charge with a BR Code and its QR code, the same key answers the same charge, confirmed after the delay', async () => {
    let now = Date.parse('2026-11-24T12:00:00Z');
    const sandbox = new SandboxPaymentProvider(() => now, 3000);
    const pix = await sandbox.createPixCharge({ amount: 8990, idempotencyKey: 'k', description: 'x' });
    expect(pix.status).toBe('pending');
    expect(pix.copyPasteCode).toMatch(/^000201.*5303986540589\.90.*6304[0-9A-F]{4}$/);
    expect(pix.qrCodeDataUrl.startsWith('data:image/png;base64,')).toBe(true);
    expect((await sandbox.createPixCharge({ amount: 8990, idempotencyKey: 'k', description: 'x' })).pixId).toBe(
      pix.pixId,
    );
    now += 2999;
    expect((await sandbox.getPixCharge(pix.pixId))?.status).toBe('pending');
    now += 1;
    expect((await sandbox.getPixCharge(pix.pixId))?.status).toBe('paid');
    expect(await sandbox.getPixCharge('pix_unknown')).toBeNull();
  });

  it('computes the BR Code CRC16 (CCITT-FALSE: check value 29B1)', async () => {
    const { crc16 } = await import('./pixBrCode.ts');
    expect(crc16('123456789')).toBe('29B1');
  });
});
