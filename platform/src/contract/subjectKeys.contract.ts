import { expect, it } from 'vitest';
import type { SubjectKeyStore } from '../ports/subjectKeys.ts';

/** What every SubjectKeyStore adapter must do (LGPD crypto-shredding keys). */
export function subjectKeyStoreContract(
  name: string,
  open: () => Promise<{ store: SubjectKeyStore; cleanup: () => Promise<void> }>,
): void {
  it(`${name}: creates a 32-byte key once per subject, keeps it, and forgets it for good when deleted`, async () => {
    const { store, cleanup } = await open();
    try {
      expect((await store.keysFor(['a:1'])).size).toBe(0);
      const created = await store.ensureKeys(['a:1', 'a:2']);
      expect(created.get('a:1')).toHaveLength(32);
      expect(created.get('a:1')!.equals(created.get('a:2')!)).toBe(false);
      // The second call finds the same keys: a key is never replaced.
      const again = await store.ensureKeys(['a:1']);
      expect(again.get('a:1')!.equals(created.get('a:1')!)).toBe(true);
      expect((await store.keysFor(['a:1', 'a:2', 'a:3'])).size).toBe(2);
      await store.deleteKey('a:1');
      const left = await store.keysFor(['a:1', 'a:2']);
      expect([...left.keys()]).toEqual(['a:2']);
      expect(left.get('a:2')!.equals(created.get('a:2')!)).toBe(true);
    } finally {
      await cleanup();
    }
  });
}
