import { buildSchema, specifiedRules } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createDocumentCache } from './documentCache.ts';

const schema = buildSchema('type Query { hello: String }');

describe('the parsed-document cache', () => {
  it('keeps no document that failed validation, however many arrive', () => {
    const cache = createDocumentCache({ maxTokens: 100_000 });
    for (let i = 0; i < 100; i++) {
      const aliases = Array.from({ length: 2000 }, (_, j) => `a${i}_${j}: __typename`).join(' ');
      const document = cache.parse(`{ ${aliases} nope${i} }`);
      expect(cache.validate(schema, document, specifiedRules).length).toBeGreaterThan(0);
    }
    // 100 documents of 30 KB each were parsed; none is kept.
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0 });
  });

  it('caches valid documents, bounded by the bytes of their text', () => {
    const cache = createDocumentCache({ maxBytes: 1000 });
    for (let i = 0; i < 50; i++) {
      const source = `query Q${i} { hello }`;
      const document = cache.parse(source);
      cache.validate(schema, document, []);
      expect(cache.parse(source)).toBe(document);
    }
    const { bytes, entries } = cache.stats();
    expect(bytes).toBeLessThanOrEqual(1000);
    expect(entries).toBeGreaterThan(10);
  });

  it('does not cache a document refused by validation', () => {
    const cache = createDocumentCache();
    const document = cache.parse('{ nope }');
    expect(cache.validate(schema, document, specifiedRules).length).toBeGreaterThan(0);
    expect(cache.stats().entries).toBe(0);
    expect(cache.parse('{ nope }')).not.toBe(document);
  });

  it('stops parsing past the token limit', () => {
    const cache = createDocumentCache({ maxTokens: 50 });
    expect(() => cache.parse(`{ ${'hello '.repeat(60)} }`)).toThrow(/tokens/);
  });
});
