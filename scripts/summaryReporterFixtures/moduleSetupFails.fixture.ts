import { beforeAll, expect, it } from 'vitest';

// The module's own beforeAll throws: every test of the module is under a failed setup.
beforeAll(() => {
  throw new Error('the module setup failed');
});
it('first', () => expect(1).toBe(1));
it('second', () => expect(1).toBe(1));
