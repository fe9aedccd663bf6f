import { securityMessages } from '@gym/contracts';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { SAVE_STUDENT, startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

const ADMIN = `/${demo.accountCode}/admin/graphql`;

/** Issue 27, finding 10: a mutation retried with its Idempotency-Key gets the original answer, even after a restart. */
describe('Idempotency-Key', () => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer();
    token = await t.adminToken();
  });
  afterAll(() => t.close());

  const save = async (key: string, input: Record<string, unknown>) => {
    const response = await fetch(`${t.url}${ADMIN}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': key },
      body: JSON.stringify({ query: SAVE_STUDENT, variables: { input } }),
    });
    return {
      status: response.status,
      body: (await response.json()) as { data?: any; errors?: Array<{ message: string }> },
    };
  };

  it('answers a retried save with the original answer instead of "e-mail already registered"', async () => {
    const input = { name: 'Repetida', lastName: 'Salva', email: 'repetida@exemplo.com.br' };
    const first = await save('chave-0001-abcdef', input);
    expect(first.body.errors).toBeUndefined();
    const retry = await save('chave-0001-abcdef', input);
    expect(retry).toEqual(first);
    const list = await t.gql(ADMIN, '{ alunos(search: "Repetida") { totalEntries } }', {}, token);
    expect(list.data.alunos.totalEntries).toBe(1);
    // Without the key, the same save is a new request: refused, the e-mail is taken.
    const unkeyed = await t.gql(ADMIN, SAVE_STUDENT, { input }, token);
    expect(unkeyed.errors).toBeDefined();
  });

  it('refuses a key reused for another request', async () => {
    await save('chave-0002-abcdef', { name: 'Uma', lastName: 'Vez', email: 'uma.vez@exemplo.com.br' });
    const other = await save('chave-0002-abcdef', {
      name: 'Outra',
      lastName: 'Coisa',
      email: 'outra.coisa@exemplo.com.br',
    });
    expect(other.status).toBe(422);
    expect(other.body.errors?.[0]?.message).toBe(securityMessages.idempotencyKeyReused);
  });

  it('keeps the answers across a restart of the server', async () => {
    const input = { name: 'Depois', lastName: 'Reinicio', email: 'depois.reinicio@exemplo.com.br' };
    const first = await save('chave-0003-abcdef', input);
    const { startServer } = await import('@gym/app');
    await t.server.close();
    const again = await startServer({ dataDir: t.dataDir, port: 0, seed: false, log: () => {} });
    try {
      const response = await fetch(`${again.url}${ADMIN}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'idempotency-key': 'chave-0003-abcdef',
        },
        body: JSON.stringify({ query: SAVE_STUDENT, variables: { input } }),
      });
      expect({ status: response.status, body: await response.json() }).toEqual(first);
    } finally {
      await again.close();
      rmSync(t.dataDir, { recursive: true, force: true });
      t.close = async () => {};
    }
  });
});
