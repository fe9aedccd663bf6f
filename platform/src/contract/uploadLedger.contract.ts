import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadLedger, UploadLimitsOf } from '../ports/uploadLedger.ts';

const NOW = 1_800_000_000;
const LIMITS: UploadLimitsOf = {
  windowSeconds: 600,
  grantsPerUser: 3,
  grantsPerAccount: 5,
  bytesPerUser: 1000,
  openBytesPerAccount: 1500,
};
let n = 0;
const entry = (accountId: string, userId: string, maxBytes = 100, expires = NOW + 900) => ({
  key: `${accountId}/images/${++n}.png`,
  accountId,
  userId,
  maxBytes,
  expires,
});

/** The uploads' ledger contract (issue 36, item 8), run against every adapter. */
export function uploadLedgerContract(name: string, factory: () => Promise<UploadLedger>): void {
  describe(`UploadLedger contract: ${name}`, () => {
    let ledger: UploadLedger;
    beforeAll(async () => {
      ledger = await factory();
    });
    afterAll(() => ledger.close());

    it('lets a grant be claimed once; a failed PUT releases it; a stored one stays used', () => {
      const g = entry('acc-1', 'u1');
      expect(ledger.grant(g, LIMITS, NOW)).toBeNull();
      expect(ledger.claim(g.key)).toBe(true);
      expect(ledger.claim(g.key)).toBe(false);
      ledger.released(g.key);
      expect(ledger.claim(g.key)).toBe(true);
      ledger.completed(g.key, 42);
      ledger.released(g.key);
      expect(ledger.claim(g.key)).toBe(false);
      expect(ledger.claim('acc-1/images/never-granted.png')).toBe(false);
      expect(ledger.uploadedBy('acc-1', 'u1')).toEqual([{ key: g.key, size: 42 }]);
    });

    it('refuses past the user rate, the user bytes, the account rate and the account open bytes', () => {
      expect(ledger.grant(entry('acc-2', 'a'), LIMITS, NOW)).toBeNull();
      expect(ledger.grant(entry('acc-2', 'a'), LIMITS, NOW)).toBeNull();
      expect(ledger.grant(entry('acc-2', 'a'), LIMITS, NOW)).toBeNull();
      expect(ledger.grant(entry('acc-2', 'a'), LIMITS, NOW)).toBe('userRate');
      // The window past, the rate allows again.
      expect(ledger.grant(entry('acc-2', 'a'), LIMITS, NOW + 601)).toBeNull();
      expect(ledger.grant(entry('acc-3', 'b', 900), LIMITS, NOW)).toBeNull();
      expect(ledger.grant(entry('acc-3', 'b', 200), LIMITS, NOW)).toBe('userBytes');
      expect(ledger.grant(entry('acc-3', 'c', 500), LIMITS, NOW)).toBeNull();
      expect(ledger.grant(entry('acc-3', 'd', 500), LIMITS, NOW)).toBe('accountBytes');
      // Expired grants no longer hold bytes.
      expect(ledger.grant(entry('acc-3', 'd', 500), LIMITS, NOW + 1000)).toBeNull();
      expect(ledger.grant(entry('acc-3', 'e', 1), LIMITS, NOW + 1000)).toBeNull();
      expect(ledger.grant(entry('acc-3', 'f', 1), LIMITS, NOW + 1000)).toBeNull();
      expect(ledger.grant(entry('acc-3', 'g', 1), LIMITS, NOW + 1000)).toBeNull();
      // Five in the window (the two at NOW are out of it): the account's rate.
      expect(ledger.grant(entry('acc-3', 'h', 1), LIMITS, NOW + 1000)).toBeNull();
      expect(ledger.grant(entry('acc-3', 'i', 1), LIMITS, NOW + 1000)).toBe('accountRate');
    });

    it('forgets the keys of deleted files', () => {
      const g = entry('acc-4', 'u');
      ledger.grant(g, LIMITS, NOW);
      ledger.claim(g.key);
      ledger.completed(g.key, 1);
      ledger.forget([g.key]);
      expect(ledger.uploadedBy('acc-4', 'u')).toEqual([]);
    });
  });
}
