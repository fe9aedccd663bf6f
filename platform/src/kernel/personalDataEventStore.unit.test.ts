import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteEventStore } from '../sqlite/eventStore.ts';
import { SqliteSubjectKeyStore } from '../sqlite/subjectKeyStore.ts';
import type { EventStore } from '../ports/eventStore.ts';
import { personalDataEventStore } from './personalDataEventStore.ts';

const profile = {
  name: 'Ana',
  lastName: 'Souza',
  email: 'ana@example.com',
  phone: '11987654321',
  cpf: '39053344705',
  gender: 'Feminino',
  birthdate: '1990-01-02',
  gympassId: null,
  height: 170,
  status: 'ativo',
  avatarUrl: null,
};
const registered = (studentId: string) => ({
  id: `reg-${studentId}`,
  type: 'StudentRegistered',
  data: { accountId: 'acc', studentId, profile, rule: 'student', origin: 'panel', registeredAt: '2026-01-01' },
});

describe('personalDataEventStore', () => {
  let dir: string;
  let raw: SqliteEventStore;
  let keys: SqliteSubjectKeyStore;
  let store: EventStore;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'pii-'));
    raw = SqliteEventStore.open(path.join(dir, 'events.sqlite'));
    keys = SqliteSubjectKeyStore.open(path.join(dir, 'keys.sqlite'));
    store = personalDataEventStore(raw, keys);
  });
  afterEach(async () => {
    await raw.close();
    await keys.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('seals the personal fields in the stored event and opens them on every read', async () => {
    await store.appendToStream('student-s1', [registered('s1')], { expectedRevision: 'no_stream' });
    const stored = (await raw.readStream('student-s1')).events[0]!.data as { profile: Record<string, unknown> };
    for (const f of ['name', 'lastName', 'email', 'phone', 'cpf', 'birthdate'])
      expect(stored.profile[f]).toMatch(/^pii:v1:/);
    // Not personal (or needed as they are): left in clear.
    expect(stored.profile).toMatchObject({ gender: 'Feminino', height: 170, status: 'ativo', gympassId: null });
    expect((await store.readStream('student-s1')).events[0]!.data).toMatchObject({ profile });
    expect((await store.readAll(0, 10))[0]!.data).toMatchObject({ profile });
  });

  it('reads an erased subject as "Aluno removido" and empty fields, and leaves other subjects alone', async () => {
    await store.appendToStream('student-s1', [registered('s1')], { expectedRevision: 'no_stream' });
    await store.appendToStream('student-s2', [registered('s2')], { expectedRevision: 'no_stream' });
    await keys.deleteKey('acc:s1');
    const [first, second] = await store.readAll(0, 10);
    expect((first!.data as { profile: unknown }).profile).toMatchObject({
      name: 'Aluno removido',
      lastName: '',
      email: '',
      phone: '',
      cpf: '',
      status: 'ativo',
    });
    expect(second!.data).toMatchObject({ profile });
  });

  it('reads events appended before sealing existed (in clear) as they are, and passes other events untouched', async () => {
    await raw.appendToStream('student-old', [registered('old')], { expectedRevision: 'no_stream' });
    const other = { id: 'p1', type: 'PointsMovementRecorded', data: { accountId: 'acc', studentId: 'old', value: 3 } };
    await store.appendToStream('points-old', [other], { expectedRevision: 'no_stream' });
    const [legacy, points] = await store.readAll(0, 10);
    expect(legacy!.data).toMatchObject({ profile });
    expect(points!.data).toEqual(other.data);
    expect((await raw.readAll(1, 10))[0]!.data).toEqual(other.data);
  });

  it('delivers opened events to subscribers', async () => {
    await store.appendToStream('student-s1', [registered('s1')], { expectedRevision: 'no_stream' });
    const seen = await new Promise<unknown>((resolve) => {
      const sub = store.subscribeToAll({
        fromPosition: 0,
        onEvents: (events) => {
          resolve(events[0]!.data);
          void sub.stop();
        },
      });
    });
    expect(seen).toMatchObject({ profile });
  });
});
