import { describe, expect, it } from 'vitest';

// A suite failed by one of its tests (not by its setup): its skipped test stays skipped.
describe('real Server that ran (fixture)', () => {
  it('passes', () => expect(1).toBe(1));
  it('fails', () => expect(1).toBe(2));
  it.skip('is skipped on purpose', () => expect(1).toBe(1));
});
