import { afterEach, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { SAVE_STUDENT, startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

/** Issue 27, finding 10: liveness apart from readiness, and readiness reports the projector's lag. */
describe('/healthz', () => {
  let t: TestServer;
  afterEach(async () => t?.close());

  it('tells liveness from readiness and reports the lag of the read models', async () => {
    t = await startTestServer();
    expect((await fetch(`${t.url}/healthz/live`)).status).toBe(200);
    const ready = await fetch(`${t.url}/healthz/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', projectorLag: 0 });
  });

  it('answers 503 "lagging" while the projector is further behind than allowed, and live all the while', async () => {
    t = await startTestServer({ maxProjectorLag: -1 });
    const token = await t.adminToken();
    await t.gql(
      `/${demo.accountCode}/admin/graphql`,
      SAVE_STUDENT,
      { input: { name: 'Lag', lastName: 'Teste', email: 'lag@exemplo.com.br' } },
      token,
    );
    const health = await fetch(`${t.url}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'lagging', projectorLag: 0 });
    expect((await fetch(`${t.url}/healthz/live`)).status).toBe(200);
  });
});
