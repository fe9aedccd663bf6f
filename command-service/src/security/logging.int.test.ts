import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { startTestServer, type TestServer } from '../testing/testServer.testkit.ts';
import { createLogger, logFunction } from './logger.ts';
import { installProcessGuards } from './processGuards.ts';

/** Issue 27, finding 4: structured logs (pino) with request ids and levels, and no body, password, token or personal data. */
describe('logs and error answers leak nothing', () => {
  const lines: string[] = [];
  let t: TestServer;
  beforeAll(async () => {
    const logger = createLogger({ level: 'debug', destination: { write: (line: string) => void lines.push(line) } });
    t = await startTestServer({ logger, log: logFunction(logger) });
  });
  afterAll(() => t.close());

  it('logs requests as JSON lines with an id and a level, and none of what the caller sent', async () => {
    const password = 'SenhaSuperSecreta-981';
    const broken = `{"query":"mutation { login(email: \\"${demo.admin.email}\\", password: \\"${password}\\") { token } }"`;
    const answer = await fetch(`${t.url}/${demo.accountCode}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'req-123' },
      body: broken,
    });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('x-request-id')).toBe('req-123');
    const text = await answer.text();
    expect(text).not.toMatch(/SyntaxError|at JSON|node_modules|SenhaSuper/);
    // A wrong and a right login, with the token sent back on a later request.
    await t.gql(
      `/${demo.accountCode}/graphql`,
      'mutation($e:String!,$p:String!){ login(email:$e, password:$p, source:"web"){ token } }',
      { e: demo.admin.email, p: password },
    );
    const token = await t.adminToken();
    await t.gql(`/${demo.accountCode}/admin/graphql`, '{ alunos { totalEntries } }', {}, token);

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const ofRequest = entries.filter((e) => e.reqId === 'req-123');
    expect(ofRequest).toHaveLength(1);
    expect(ofRequest[0]).toMatchObject({
      level: 40,
      method: 'POST',
      status: 400,
      path: `/${demo.accountCode}/graphql`,
    });
    expect(entries.filter((e) => e.msg === 'request').length).toBeGreaterThanOrEqual(2);
    const all = lines.join('\n');
    for (const secret of [password, demo.admin.password, demo.admin.email, token, 'Bearer'])
      expect(all).not.toContain(secret);
  });

  it('redacts secrets and personal data from objects logged by mistake, and an error keeps no extra fields', () => {
    const captured: string[] = [];
    const logger = createLogger({ destination: { write: (line: string) => void captured.push(line) } });
    const error = Object.assign(new SyntaxError('Unexpected end of JSON input'), { body: '{"password":"abc12345"}' });
    logger.error(
      {
        err: error,
        input: { email: 'ana@exemplo.com.br', password: 'abc12345', cpf: '52998224725' },
        headers: { authorization: 'Bearer x.y.z' },
      },
      'oops',
    );
    const line = captured.join('');
    expect(line).toContain('Unexpected end of JSON input');
    for (const secret of ['abc12345', 'ana@exemplo.com.br', '52998224725', 'x.y.z']) expect(line).not.toContain(secret);
  });

  it('logs an unhandled rejection instead of ending the process', () => {
    const seen: string[] = [];
    const uninstall = installProcessGuards({ error: (m) => seen.push(m), fatal: (m) => seen.push(`fatal ${m}`) });
    try {
      process.emit('unhandledRejection', new Error('forgotten promise'), Promise.resolve());
      expect(seen).toEqual(['unhandled promise rejection']);
    } finally {
      uninstall();
    }
  });
});
