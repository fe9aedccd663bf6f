import { beforeAll, describe, expect, it } from 'vitest';

// A suite against a real server whose server does not start: its beforeAll throws.
describe('real Broker (fixture)', () => {
  beforeAll(() => {
    throw new Error('the broker did not start');
  });
  it('publishes', () => expect(1).toBe(1));
  it('consumes', () => expect(1).toBe(1));
  describe('nested', () => {
    it('replays', () => expect(1).toBe(1));
  });
});

describe('plain suite beside it', () => {
  it('passes', () => expect(1).toBe(1));
  it.skip('is skipped on purpose', () => expect(1).toBe(1));
});
