import { getAccountByCode, getStudent } from '@gym/projection-service';
import { SqliteEventStore } from '@gym/platform/sqlite';
import { uuid } from '@gym/platform';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { startTestServer, type TestServer } from '@gym/command-service/testing/testServer.testkit';

// The default server runs the projector in a worker thread on its own SQLite connections; these tests
// hold it to the guarantees the in-process projector gave: read-your-writes, and a stopped projector
// reported by /healthz.
describe('background thread (projector, relay, campaign engine)', () => {
  let t: TestServer;
  afterEach(async () => t?.close());

  async function registration() {
    const account = await getAccountByCode(t.server.services.documents, demo.accountCode);
    const studentId = uuid();
    const profile = {
      name: 'Thread',
      lastName: 'Teste',
      email: `thread.${studentId}@exemplo.com.br`,
      phone: null,
      cpf: null,
      gender: 'Feminino' as const,
      birthdate: null,
      gympassId: null,
      height: null,
      status: 'ativo' as const,
      avatarUrl: null,
    };
    const data = {
      accountId: account!.id,
      studentId,
      profile,
      rule: 'student',
      origin: 'panel',
      registeredAt: new Date().toISOString(),
    };
    return {
      accountId: account!.id,
      studentId,
      event: {
        id: uuid(),
        type: 'StudentRegistered',
        data,
        metadata: { accountId: account!.id, correlationId: 'thread-test' },
      },
    };
  }

  it('an append of the server is in the read models once readModelsReached resolves true', async () => {
    t = await startTestServer();
    const { accountId, studentId, event } = await registration();
    const { position } = await t.server.services.eventStore.appendToStream(`student-${studentId}`, [event], {
      expectedRevision: 'no_stream',
    });
    expect(await t.server.services.readModelsReached(position)).toBe(true);
    expect((await getStudent(t.server.services.documents, accountId, studentId))?.fullName).toBe('Thread Teste');
    // A position the log has not reached yet times out as false, and nothing resolves true after close.
    expect(await t.server.services.readModelsReached(position + 1000, 50)).toBe(false);
    const pending = t.server.services.readModelsReached(position + 1000, 10_000);
    await t.server.close();
    expect(await pending).toBe(false);
  });

  it('starts in a process run with V8 heap flags, which a worker refuses (the heap limits go as resourceLimits)', async () => {
    const flags = ['--max-semi-space-size=64', '--max-old-space-size=4096'];
    process.execArgv.push(...flags);
    try {
      t = await startTestServer();
    } finally {
      process.execArgv.splice(process.execArgv.length - flags.length, flags.length);
    }
    const { accountId, studentId, event } = await registration();
    const { position } = await t.server.services.eventStore.appendToStream(`student-${studentId}`, [event], {
      expectedRevision: 'no_stream',
    });
    expect(await t.server.services.readModelsReached(position)).toBe(true);
    expect((await getStudent(t.server.services.documents, accountId, studentId))?.fullName).toBe('Thread Teste');
  });

  it('a projector stopped by a bad event makes /healthz answer 503', async () => {
    t = await startTestServer();
    expect((await fetch(`${t.url}/healthz`)).status).toBe(200);
    const { studentId, event } = await registration();
    // Written past the schema check by another connection (as another process would): the projection throws on it.
    const raw = SqliteEventStore.open(path.join(t.dataDir, 'events.sqlite'));
    await raw.appendToStream(`student-${studentId}`, [{ ...event, data: { studentId } }], {
      expectedRevision: 'no_stream',
    });
    await raw.close();
    const deadline = Date.now() + 5000;
    let status = 200;
    while (status === 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = (await fetch(`${t.url}/healthz`)).status;
    }
    expect(status).toBe(503);
  });
});
