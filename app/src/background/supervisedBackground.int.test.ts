import { getAccountByCode } from '@gym/projection-service';
import { SqliteEventStore } from '@gym/platform/sqlite';
import { uuid } from '@gym/platform';
import Database from 'better-sqlite3';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { startTestServer, type TestServer } from '@gym/command-service/testing/testServer.testkit';

/** Issue 27, finding 1: the server restarts the background work it supervises once the fault is gone. */
describe('supervised background thread', () => {
  let t: TestServer;
  afterEach(async () => t?.close());

  async function healthUntil(expected: number, ms: number): Promise<number> {
    const deadline = Date.now() + ms;
    let status = 0;
    while (Date.now() < deadline) {
      status = (await fetch(`${t.url}/healthz`)).status;
      if (status === expected) return status;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return status;
  }

  it('a projector stopped by a bad event is restarted and catches up once the event can be projected', async () => {
    t = await startTestServer();
    const account = await getAccountByCode(t.server.services.documents, demo.accountCode);
    const studentId = uuid();
    const profile = {
      name: 'Volta',
      lastName: 'Sozinho',
      email: `volta.${studentId}@exemplo.com.br`,
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
    const eventId = uuid();
    // Written past the schema check by another connection: the projection throws on it.
    const raw = SqliteEventStore.open(path.join(t.dataDir, 'events.sqlite'));
    await raw.appendToStream(
      `student-${studentId}`,
      [
        {
          id: eventId,
          type: 'StudentRegistered',
          data: { studentId },
          metadata: { accountId: account!.id, correlationId: 't' },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    await raw.close();
    expect(await healthUntil(503, 5000)).toBe(503);
    // The fault goes away (an operator repairs the event): the supervisor's next attempt succeeds.
    const db = new Database(path.join(t.dataDir, 'events.sqlite'));
    db.prepare('UPDATE events SET data = ? WHERE event_id = ?').run(JSON.stringify(data), eventId);
    db.close();
    expect(await healthUntil(200, 20_000)).toBe(200);
    const student = await t.gql(
      `/${demo.accountCode}/admin/graphql`,
      'query($id: ID!){ aluno(id: $id){ fullName } }',
      { id: studentId },
      await t.adminToken(),
    );
    expect(student.data?.aluno?.fullName).toBe('Volta Sozinho');
  }, 30_000);
});
