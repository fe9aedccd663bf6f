import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { personalDataEventStore, rebuildProjector, schemaCheckedEventStore } from '@gym/platform';
import { SqliteDocumentStore, SqliteEventStore, SqliteSubjectKeyStore } from '@gym/platform/sqlite';
import { CREATE_ACCOUNT, SAVE_STUDENT, startTestServer, type TestServer } from '../testing/testServer.testkit.ts';
import { SAVE_CAMPAIGN } from '../campaigns/campaignCalls.testkit.ts';
import { hashPassword } from '../auth/passwords.ts';
import { getAccountByCode, readModelsProjector } from '@gym/projection-service';

const ADMIN = `/${demo.accountCode}/admin/graphql`;
// Personal data of one student, unusual enough that a hit in the files can only be theirs.
const person = {
  name: 'Zuleika',
  lastName: 'Quintanilha',
  email: 'zuleika.quintanilha@apagar.com.br',
  cpf: '390.533.447-05',
  phone: '(11) 98765-4321',
};
const needles = ['Zuleika', 'Quintanilha', 'zuleika.quintanilha@apagar.com.br', '39053344705', '11987654321'];

/** Every file under `dir` (SQLite files, their -wal and -shm, the rest) whose bytes hold a needle (any case). */
function filesHolding(dir: string): string[] {
  const hits: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const file = path.join(d, name);
      if (statSync(file).isDirectory()) walk(file);
      else {
        const text = readFileSync(file).toString('latin1').toLowerCase();
        for (const n of needles) if (text.includes(n.toLowerCase())) hits.push(`${name}: ${n}`);
      }
    }
  };
  walk(dir);
  return hits;
}

/** Issue 27, finding 9 (erasure): crypto-shredding of a student's personal data, then a search of the store. */
describe('LGPD erasure of a student', () => {
  let t: TestServer;
  let token: string;
  let id: string;
  const erase = (account: string, studentId: string, bearer: string | null) =>
    fetch(`${t.url}/${account}/admin/alunos/${studentId}/erase`, {
      method: 'POST',
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    });
  const exportOf = (studentId: string) =>
    fetch(`${t.url}/${demo.accountCode}/admin/alunos/${studentId}/export`, {
      headers: { authorization: `Bearer ${token}` },
    });

  beforeAll(async () => {
    t = await startTestServer();
    token = await t.adminToken();
    // A welcome campaign: the engine e-mails the new student and records the delivery (name, address, subject).
    const welcome = await t.gql(
      ADMIN,
      SAVE_CAMPAIGN,
      {
        input: {
          title: 'Bem-vindo, {{nome}}',
          description: '<p>Oi, {{nome}}</p>',
          status: 'active',
          activity: 'new_register',
        },
      },
      token,
    );
    expect(welcome.errors).toBeUndefined();
    const saved = await t.gql(ADMIN, SAVE_STUDENT, { input: { ...person, phone: null } }, token);
    expect(saved.errors).toBeUndefined();
    id = saved.data.createOrUpdateUser.id;
    // A second profile event (the phone added) and an event of another feature naming the student.
    // Saved as the console saves, with an Idempotency-Key: its answer (naming the student) is kept for retries.
    const updated = (await (
      await fetch(`${t.url}${ADMIN}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'idempotency-key': `erasure-test-${id}`,
        },
        body: JSON.stringify({ query: SAVE_STUDENT, variables: { input: { id, ...person } } }),
      })
    ).json()) as { errors?: unknown };
    expect(updated.errors).toBeUndefined();
    const moved = await t.gql(
      ADMIN,
      'mutation($u: ID!){ newMovementPoints(userId: $u, operation: "add", value: 15, obs: "Bônus") { id } }',
      { u: id },
      token,
    );
    expect(moved.errors).toBeUndefined();
    // The student signs in and writes: a comment on the gym's post and a reply to a message from the staff.
    const account = await getAccountByCode(t.server.services.documents, demo.accountCode);
    await t.server.services.credentials.put({
      scope: account?.id ?? '',
      email: person.email,
      userId: id,
      passwordHash: await hashPassword('senha-aluna-1'),
      updatedAt: new Date().toISOString(),
    });
    const member = await t.login(demo.accountCode, person.email, 'senha-aluna-1');
    const MEMBER = `/${demo.accountCode}/graphql`;
    const post = await t.gql(ADMIN, 'mutation{ createPost(text: "Aulão de sábado") { id } }', {}, token);
    const comment = await t.gql(
      MEMBER,
      'mutation($p: ID!){ createComment(commentableType: "post", commentableId: $p, message: "Eu vou! Zuleika") { id } }',
      { p: post.data?.createPost.id },
      member,
    );
    expect(comment.errors).toBeUndefined();
    const message = await t.gql(
      ADMIN,
      'mutation($to: String!){ createMessage(to: $to, subject: "Olá, Zuleika", body: "Zuleika Quintanilha, sua avaliação") { id } }',
      { to: person.email },
      token,
    );
    expect(message.errors).toBeUndefined();
    const reply = await t.gql(
      MEMBER,
      'mutation($m: ID!){ sendReplyMessage(messageId: $m, body: "Obrigada! Zuleika") { id } }',
      { m: message.data?.createMessage.id },
      member,
    );
    expect(reply.errors).toBeUndefined();
    // The delivery is in the log (sealed) and in the read models before the erasure.
    const deadline = Date.now() + 15_000;
    for (;;) {
      const all = await t.server.services.eventStore.readAll(0, 100_000);
      if (all.some((e) => e.type === 'CampaignDeliverySent' && (e.data as { studentId: string }).studentId === id))
        break;
      if (Date.now() > deadline) throw new Error('no campaign delivery for the student');
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 60_000);
  afterAll(() => t.close());

  it('the log holds the personal data sealed, never in clear, while the student exists', async () => {
    expect((await exportOf(id)).status).toBe(200);
    const raw = SqliteEventStore.open(path.join(t.dataDir, 'events.sqlite'));
    try {
      const { events } = await raw.readStream(`student-${id}`);
      expect(events.map((e) => e.type)).toEqual(['StudentRegistered', 'StudentProfileUpdated']);
      const profile = (events[1]!.data as { profile: Record<string, unknown> }).profile;
      for (const field of ['name', 'lastName', 'email', 'phone', 'cpf']) expect(profile[field]).toMatch(/^pii:v1:/);
      expect(profile.status).toBe('ativo');
    } finally {
      await raw.close();
    }
    const read = await t.gql(ADMIN, 'query($id: ID!){ aluno(id: $id) { fullName email cpf } }', { id }, token);
    expect(read.data?.aluno ?? read.errors).toMatchObject({ fullName: 'Zuleika Quintanilha', email: person.email });
    // The search finds the student where they are meant to be: the read models (so its later silence means something).
    expect(filesHolding(t.dataDir).some((hit) => hit.startsWith('readmodels.sqlite'))).toBe(true);
    expect(filesHolding(t.dataDir).filter((hit) => hit.startsWith('events.sqlite'))).toEqual([]);
  });

  it('refuses other callers: anonymous 401, another account 403/404, unknown student 404', async () => {
    await t.gql(
      '/alderaan/graphql',
      CREATE_ACCOUNT,
      {
        input: {
          name: 'Academia F',
          code: 'academia-f',
          owner: { name: 'Fábio', lastName: 'Dono', email: 'fabio@f.com.br', password: 'senha-do-fabio' },
        },
      },
      await t.operatorToken(),
    );
    const other = await t.login('academia-f', 'fabio@f.com.br', 'senha-do-fabio');
    expect((await erase(demo.accountCode, id, other)).status).toBe(403);
    expect((await erase('academia-f', id, other)).status).toBe(404);
    expect((await exportOf(id)).status).toBe(200);
    expect((await erase(demo.accountCode, id, null)).status).toBe(401);
    expect((await erase(demo.accountCode, '00000000-0000-4000-8000-000000000000', token)).status).toBe(404);
  });

  it('erases: the export is then not found, and no file of the store holds the name, e-mail, CPF or phone', async () => {
    const response = await erase(demo.accountCode, id, token);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ erasedAt: expect.any(String) });
    expect((await exportOf(id)).status).toBe(404);
    // A second erasure finds nothing left to do but answers the same.
    expect((await erase(demo.accountCode, id, token)).status).toBe(200);
    // Live: the bus consumers (campaign engine) drop the student on their own time; each erasure scrubs the WALs.
    let hits = filesHolding(t.dataDir);
    for (let i = 0; i < 40 && hits.length > 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      await t.server.services.privacy.scrub();
      hits = filesHolding(t.dataDir);
    }
    expect(hits).toEqual([]);
  }, 60_000);

  it('a rebuild after the erasure shows the student as erased, and the files still hold none of it', async () => {
    await t.server.close();
    expect(filesHolding(t.dataDir)).toEqual([]);
    const log = SqliteEventStore.open(path.join(t.dataDir, 'events.sqlite'));
    const keys = SqliteSubjectKeyStore.open(path.join(t.dataDir, 'keys.sqlite'));
    const dir = mkdtempSync(path.join(tmpdir(), 'gym-erased-'));
    const documents = SqliteDocumentStore.open(path.join(dir, 'readmodels.sqlite'));
    try {
      const events = schemaCheckedEventStore(personalDataEventStore(log, keys));
      const { events: stream } = await events.readStream(`student-${id}`);
      expect(stream.map((e) => e.type)).toEqual(['StudentRegistered', 'StudentProfileUpdated', 'StudentDeleted']);
      expect((stream[0]!.data as { profile: unknown }).profile).toMatchObject({
        name: 'Aluno removido',
        lastName: '',
        email: '',
        cpf: '',
        status: 'ativo',
      });
      const delivery = (await events.readAll(0, 100_000)).find(
        (e) => e.type === 'CampaignDeliverySent' && (e.data as { studentId: string }).studentId === id,
      );
      expect(delivery?.data).toMatchObject({
        studentName: 'Aluno removido',
        recipient: '',
        subject: '',
        channel: 'email',
      });
      await rebuildProjector({ eventStore: events, documentStore: documents, projector: readModelsProjector });
      expect(await documents.collection('students').get(id)).toBeNull();
      const { events: erasure } = await events.readStream(`studentErasure-${id}`);
      expect(erasure.map((e) => e.type)).toEqual(['StudentErased']);
    } finally {
      await documents.close();
      await keys.close();
      await log.close();
      rmSync(dir, { recursive: true, force: true });
    }
    // close() of the test server runs again in afterAll: a second close must be harmless, so start a fresh one.
    t = await startTestServer();
  }, 60_000);
});
