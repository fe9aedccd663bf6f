import { describe, expect, it } from 'vitest';
import { foldCache } from './foldCache.ts';

describe('foldCache', () => {
  it('keeps the most recently used streams up to its capacity', () => {
    const cache = foldCache<number>(2);
    cache.set('a', 1, 0);
    cache.set('b', 2, 0);
    expect(cache.get('a')).toEqual({ state: 1, revision: 0 });
    cache.set('c', 3, 0);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.state).toBe(1);
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
  });
});
