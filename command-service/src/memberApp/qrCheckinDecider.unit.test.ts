import type { CheckinQrCodeUsed } from '@gym/contracts/memberApp/qrCheckin';
import { qrCheckinMessages } from '@gym/contracts/memberApp/qrCheckin';
import { IllegalStateError, ValidationError } from '@gym/platform';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import { qrCheckinDecider, type QrCodeClaims, type UseCheckinQrCode } from './qrCheckinDecider.ts';
import { signQrCode, verifyQrCode } from './qrToken.ts';

const now = '2026-11-23T12:00:00.000Z';
const claims: QrCodeClaims = {
  accountId: 'acc-1',
  studentId: 'stu-1',
  nonce: 'n-1',
  expiresAt: Date.parse(now) + 60_000,
};
const use = (over: Partial<UseCheckinQrCode['data']> = {}): UseCheckinQrCode => ({
  type: 'UseCheckinQrCode',
  data: { accountId: 'acc-1', claims, programClassId: 'class-1', now, ...over },
});
const used: CheckinQrCodeUsed = {
  type: 'CheckinQrCodeUsed',
  data: { accountId: 'acc-1', nonce: 'n-1', studentId: 'stu-1', programClassId: 'class-1', usedAt: now },
};
const spec = deciderSpec(qrCheckinDecider);

describe('QR check-in decider', () => {
  it('given a fresh code, when the desk uses it, then CheckinQrCodeUsed', () => {
    spec.given([]).when(use()).then([used]);
  });

  it('given a used code, when it is shown again, then it is refused as a replay', () => {
    spec.given([used]).when(use()).thenThrows(IllegalStateError, qrCheckinMessages.used);
  });

  it('refuses a code past its expiry (yesterday’s screenshot), even one never used', () => {
    spec
      .given([])
      .when(use({ now: '2026-11-23T12:01:00.001Z' }))
      .thenThrows(ValidationError, qrCheckinMessages.expired);
    spec
      .given([])
      .when(use({ now: '2026-11-23T12:01:00.000Z' }))
      .then([{ ...used, data: { ...used.data, usedAt: '2026-11-23T12:01:00.000Z' } }]);
  });

  it('refuses an unsigned code and one of another account', () => {
    spec
      .given([])
      .when(use({ claims: null }))
      .thenThrows(ValidationError, qrCheckinMessages.invalid);
    spec
      .given([])
      .when(use({ accountId: 'acc-2' }))
      .thenThrows(ValidationError, qrCheckinMessages.invalid);
  });
});

describe('QR code signature', () => {
  const secret = 'segredo-do-servidor';
  it('round-trips the claims with a fresh nonce each time', () => {
    const a = signQrCode(secret, { accountId: 'acc-1', studentId: 'stu-1', expiresAt: 123 });
    const b = signQrCode(secret, { accountId: 'acc-1', studentId: 'stu-1', expiresAt: 123 });
    expect(verifyQrCode(secret, a.token)).toEqual(a.claims);
    expect(a.claims.nonce).not.toBe(b.claims.nonce);
  });

  it('refuses a changed payload, another key, and malformed or huge input', () => {
    const { token } = signQrCode(secret, { accountId: 'acc-1', studentId: 'stu-1', expiresAt: 123 });
    const [payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ a: 'acc-1', s: 'stu-2', n: 'x', e: 123 })).toString('base64url');
    expect(verifyQrCode(secret, `${forged}.${signature}`)).toBeNull();
    expect(verifyQrCode('outro-segredo', token)).toBeNull();
    for (const bad of ['', '.', 'abc', `${payload}.`, `${token}.x`, 'x'.repeat(5000), `${payload}.${signature}x`]) {
      expect(verifyQrCode(secret, bad)).toBeNull();
    }
  });
});
