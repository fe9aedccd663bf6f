import { messages } from '@gym/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer.testkit.ts';
import { MAX_ALIASES, MAX_DEPTH } from './validationRules.ts';

describe('GraphQL request limits', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('refuses introspection outside development', async () => {
    const result = await t.gql('/global/graphql', '{ __schema { types { name } } }');
    expect(result.data).toBeNull();
    expect(result.errors?.[0]?.message).toBe(messages.introspectionDisabled);
  });

  it('refuses more aliases than the limit', async () => {
    const fields = Array.from({ length: MAX_ALIASES + 1 }, (_, i) => `a${i}: accountCategories { code }`).join(' ');
    const result = await t.gql('/global/graphql', `{ ${fields} }`);
    expect(result.errors?.[0]?.message).toBe(messages.tooManyAliases);
    const allowed = Array.from({ length: MAX_ALIASES }, (_, i) => `a${i}: accountCategories { code }`).join(' ');
    expect((await t.gql('/global/graphql', `{ ${allowed} }`)).errors).toBeUndefined();
  });

  it('refuses queries deeper than the limit', async () => {
    // Fragments nest selections without needing a recursive type.
    const deep = `{ ${'accountCategories { code '.repeat(1)}${'... on Category { '.repeat(MAX_DEPTH)}name${' }'.repeat(MAX_DEPTH)} } }`;
    const result = await t.gql('/global/graphql', deep);
    expect(result.errors?.[0]?.message).toBe(messages.queryTooDeep);
  });

  it('answers the public global queries', async () => {
    const result = await t.gql(
      '/global/graphql',
      '{ accountCategories { code name } accountSubcategories(categoryCode: "studio") { code name } }',
    );
    expect(result.data.accountCategories.length).toBeGreaterThan(0);
    expect(result.data.accountSubcategories).toContainEqual({ code: 'pilates', name: 'Pilates' });
  });
});
