import { messages, securityMessages } from '@gym/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer.testkit.ts';
import { MAX_DOCUMENT_BYTES } from '../graphql/documentCache.ts';

/** Issue 27, finding 1: what an unauthenticated request may cost the server is bounded, and refused in pt-BR with a 4xx. */
describe('availability: per-request cost is bounded before authentication', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  async function post(
    path: string,
    body: string,
    headers: Record<string, string> = { 'content-type': 'application/json' },
  ) {
    const response = await fetch(`${t.url}${path}`, { method: 'POST', headers, body });
    const text = await response.text();
    return {
      status: response.status,
      type: response.headers.get('content-type') ?? '',
      text,
      json: () => JSON.parse(text),
    };
  }

  it('refuses a ~900 KB alias flood from its Content-Length, and a document past the size limit before parsing it (413, pt-BR)', async () => {
    const flood = Array.from({ length: 52_000 }, (_, i) => `a${i}:__typename`).join(' ');
    expect(flood.length).toBeGreaterThan(800_000);
    const big = await post('/global/graphql', JSON.stringify({ query: `{ ${flood} }` }));
    expect(big.status).toBe(413);
    expect(big.json().errors[0].message).toBe(securityMessages.bodyTooLarge);
    const document = `{ ${flood.slice(0, 3 * MAX_DOCUMENT_BYTES)} }`;
    const answer = await post('/global/graphql', JSON.stringify({ query: document }));
    expect(answer.status).toBe(413);
    expect(answer.json().errors[0].message).toBe(securityMessages.queryTooLarge);
  });

  it('answers a document just under the limit with a 4xx refusal, not a crash', async () => {
    const query = `{ ${'accountCategories { code } '.repeat(Math.floor((MAX_DOCUMENT_BYTES - 10) / 28))} }`;
    const answer = await post('/global/graphql', JSON.stringify({ query }));
    expect(answer.status).toBe(400);
    expect(answer.json().errors[0].message).toBe(securityMessages.queryTooManyTokens);
  });

  it('counts __typename aliases against the alias limit', async () => {
    const aliases = Array.from({ length: 16 }, (_, i) => `t${i}: __typename`).join(' ');
    const answer = await post('/global/graphql', JSON.stringify({ query: `{ ${aliases} }` }));
    expect(answer.status).toBe(400);
    expect(answer.json().errors[0].message).toBe(messages.tooManyAliases);
  });

  it('refuses a query whose cost is past the limit (fragments multiplying fields)', async () => {
    const fragments = [
      'fragment F0 on Category { code name }',
      ...Array.from({ length: 2 }, (_, i) => `fragment F${i + 1} on Category { ${`...F${i} `.repeat(40)} }`),
    ].join('\n');
    const started = Date.now();
    const answer = await post(
      '/global/graphql',
      JSON.stringify({ query: `{ accountCategories { ...F2 } }\n${fragments}` }),
    );
    expect(answer.status).toBe(400);
    expect(answer.json().errors[0].message).toBe(securityMessages.queryTooCostly);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('answers a deeply nested document with a 4xx, never a stack overflow', async () => {
    const query = `${'{ a '.repeat(1400)}${'}'.repeat(1400)}`;
    const answer = await post('/global/graphql', JSON.stringify({ query }));
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.type).toContain('application/json');
  });

  it('answers malformed JSON with a JSON pt-BR error, no stack and no paths', async () => {
    const answer = await post(
      '/demo/graphql',
      '{"query": "mutation { login(email: \\"a@b.c\\", password: \\"s3cret\\"',
      { 'content-type': 'application/json' },
    );
    expect(answer.status).toBe(400);
    expect(answer.type).toContain('application/json');
    expect(answer.json().errors[0].message).toBe(securityMessages.malformedBody);
    expect(answer.text).not.toMatch(/node_modules|at |\/work|s3cret|<html/i);
  });

  it('answers an unsupported charset and an unknown address as JSON too', async () => {
    const charset = await post('/global/graphql', '{}', { 'content-type': 'application/json; charset=koi8-r' });
    expect(charset.status).toBe(415);
    expect(charset.json().errors[0].message).toBe(securityMessages.unsupportedRequest);
    const missing = await fetch(`${t.url}/nothing/here/at/all`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).error).toBe(securityMessages.notFound);
  });

  it('still answers a legitimate query afterwards', async () => {
    const result = await t.gql('/global/graphql', '{ accountCategories { code } }');
    expect(result.data.accountCategories.length).toBeGreaterThan(0);
  });
});
