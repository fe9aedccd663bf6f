import type { AccountDoc, StudentDoc } from '@gym/contracts';
import { openEmbeddedPlatform, type EmbeddedPlatform } from '@gym/platform/sqlite';
import { ProjectorRunner } from '@gym/platform';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getAccountByCode } from './accounts/accountQueries.ts';
import { readModelsProjector } from './readModels.ts';
import { countStudents, listStudents } from './students/studentQueries.ts';

const settings = {
  name: 'Academia X',
  bio: null,
  status: 'ativado',
  visibility: 'public',
  accountType: 'gym',
  category: null,
  subcategory: null,
  features: ['users'],
  senderEmail: null,
  senderName: null,
  phone: null,
  city: null,
  state: null,
};
const profile = (name: string, email: string) => ({
  name,
  lastName: 'Teste',
  email,
  phone: null,
  cpf: null,
  gender: '-',
  birthdate: null,
  gympassId: null,
  height: null,
  status: 'ativo',
  avatarUrl: null,
});

describe('read models on real SQLite files', () => {
  let dir: string;
  let platform: EmbeddedPlatform;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'gym-rm-'));
    platform = openEmbeddedPlatform(dir);
  });
  afterEach(async () => {
    await platform.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function append(streamId: string, type: string, data: object) {
    return platform.eventStore.appendToStream(streamId, [{ id: `${streamId}-${type}`, type, data }], {
      expectedRevision: 'any',
    });
  }

  it('projects accounts and students from the log and answers the list queries', async () => {
    await append('account-a1', 'AccountCreated', {
      accountId: 'a1',
      code: 'x',
      settings,
      createdAt: '2026-01-01T00:00:00Z',
    });
    await append('student-s1', 'StudentRegistered', {
      accountId: 'a1',
      studentId: 's1',
      profile: profile('Élida', 'elida@x.com'),
      rule: 'student',
      origin: 'panel',
      registeredAt: 't',
    });
    await append('student-s2', 'StudentRegistered', {
      accountId: 'a1',
      studentId: 's2',
      profile: profile('Bruno', 'bruno@x.com'),
      rule: 'student',
      origin: 'app',
      registeredAt: 't',
    });
    await append('student-s3', 'StudentRegistered', {
      accountId: 'other',
      studentId: 's3',
      profile: profile('Alheio', 'a@x.com'),
      rule: 'student',
      origin: 'app',
      registeredAt: 't',
    });
    const last = await append('student-s2', 'StudentDeleted', { accountId: 'a1', studentId: 's2', deletedAt: 't' });

    const runner = new ProjectorRunner({
      eventStore: platform.eventStore,
      documentStore: platform.documentStore,
      projector: readModelsProjector,
    });
    await runner.start();
    expect(await runner.waitFor(last.position, 5000)).toBe(true);

    expect((await getAccountByCode(platform.documentStore, 'X')) as AccountDoc).toMatchObject({
      id: 'a1',
      name: 'Academia X',
    });
    const page = await listStudents(platform.documentStore, 'a1', { page: 1 });
    expect(page.list.map((s: StudentDoc) => s.fullName)).toEqual(['Élida Teste']);
    expect((await listStudents(platform.documentStore, 'a1', { search: 'elida' })).totalEntries).toBe(1);
    await runner.stop();
  });

  it('totals the unfiltered list from the per-account counter; a search under 3 characters lists everyone', async () => {
    await append('student-s1', 'StudentRegistered', {
      accountId: 'a1',
      studentId: 's1',
      profile: profile('Ana', 'ana@x.com'),
      rule: 'student',
      origin: 'panel',
      registeredAt: 't',
    });
    await append('student-s2', 'StudentRegistered', {
      accountId: 'a1',
      studentId: 's2',
      profile: profile('Bruno', 'bruno@x.com'),
      rule: 'student',
      origin: 'app',
      registeredAt: 't',
    });
    await append('student-s3', 'StudentRegistered', {
      accountId: 'a1',
      studentId: 's3',
      profile: profile('Carla', 'carla@x.com'),
      rule: 'student',
      origin: 'app',
      registeredAt: 't',
    });
    await append('student-c1', 'StudentRegistered', {
      accountId: 'a1',
      studentId: 'c1',
      profile: profile('Coach', 'coach@x.com'),
      rule: 'coach',
      origin: 'panel',
      registeredAt: 't',
    });
    await append('student-o1', 'StudentRegistered', {
      accountId: 'other',
      studentId: 'o1',
      profile: profile('Alheio', 'o@x.com'),
      rule: 'student',
      origin: 'app',
      registeredAt: 't',
    });
    await append('student-c1', 'StudentDeleted', { accountId: 'a1', studentId: 'c1', deletedAt: 't' });
    const last = await append('student-s2', 'StudentDeleted', { accountId: 'a1', studentId: 's2', deletedAt: 't' });

    const runner = new ProjectorRunner({
      eventStore: platform.eventStore,
      documentStore: platform.documentStore,
      projector: readModelsProjector,
    });
    await runner.start();
    expect(await runner.waitFor(last.position, 5000)).toBe(true);

    const all = await listStudents(platform.documentStore, 'a1', { page: 1 });
    expect(all).toMatchObject({ totalEntries: 2, totalPages: 1 });
    expect(all.list.map((s: StudentDoc) => s.id)).toEqual(['s1', 's3']);
    expect(await countStudents(platform.documentStore, 'a1')).toBe(2);
    expect(await countStudents(platform.documentStore, 'nobody')).toBe(0);
    // 'ca' would match only Carla as a search; under 3 characters it is no search yet (spec 002 section 9).
    for (const search of ['ca', ' ca ', 'c', ''])
      expect(await listStudents(platform.documentStore, 'a1', { search })).toEqual(all);
    expect(await listStudents(platform.documentStore, 'a1', { search: 'car' })).toMatchObject({
      totalEntries: 1,
      list: [{ id: 's3' }],
    });
    await runner.stop();
  });

  it('pages the back half of the unfiltered list from the end of the index with the same order as from the start', async () => {
    // 83 students, with repeated names so the id tie-break matters; a coach is never listed.
    for (let i = 0; i < 83; i++) {
      await append(`student-s${i}`, 'StudentRegistered', {
        accountId: 'a1',
        studentId: `s${String(i).padStart(3, '0')}`,
        profile: profile(`Nome${i % 7}`, `n${i}@x.com`),
        rule: 'student',
        origin: 'panel',
        registeredAt: 't',
      });
    }
    const last = await append('student-c1', 'StudentRegistered', {
      accountId: 'a1',
      studentId: 'c1',
      profile: profile('Coach', 'c@x.com'),
      rule: 'coach',
      origin: 'panel',
      registeredAt: 't',
    });
    const runner = new ProjectorRunner({
      eventStore: platform.eventStore,
      documentStore: platform.documentStore,
      projector: readModelsProjector,
    });
    await runner.start();
    expect(await runner.waitFor(last.position, 5000)).toBe(true);

    const expected = await platform.documentStore.collection<StudentDoc>('students').find(
      { accountId: 'a1', rule: 'student' },
      {
        sort: [
          ['sortName', 1],
          ['id', 1],
        ],
      },
    );
    const pages = [];
    for (let page = 1; page <= 5; page++) pages.push(await listStudents(platform.documentStore, 'a1', { page }));
    expect(pages.map((p) => p.list.length)).toEqual([25, 25, 25, 8, 0]);
    expect(pages.flatMap((p) => p.list.map((s) => s.id))).toEqual(expected.map((s) => s.id));
    expect(pages.every((p) => p.totalEntries === 83 && p.totalPages === 4)).toBe(true);
    // Searches: 'nome3' matches 12 (i % 7 === 3), a short first page; 'nome' matches all 83 over 4 pages.
    expect(await listStudents(platform.documentStore, 'a1', { search: 'nome3' })).toMatchObject({
      totalEntries: 12,
      totalPages: 1,
    });
    const searched = [];
    for (let page = 1; page <= 5; page++)
      searched.push(await listStudents(platform.documentStore, 'a1', { page, search: 'nome' }));
    expect(searched.map((p) => [p.list.length, p.totalEntries, p.totalPages])).toEqual([
      [25, 83, 4],
      [25, 83, 4],
      [25, 83, 4],
      [8, 83, 4],
      [0, 83, 4],
    ]);
    expect(searched.flatMap((p) => p.list.map((s) => s.id))).toEqual(expected.map((s) => s.id));
    await runner.stop();
  });

  it('rebuilds into the same documents as the live projection', async () => {
    for (let i = 0; i < 50; i++) {
      await append(`student-s${i}`, 'StudentRegistered', {
        accountId: 'a1',
        studentId: `s${i}`,
        profile: profile(`Nome${i}`, `n${i}@x.com`),
        rule: 'student',
        origin: 'panel',
        registeredAt: 't',
      });
    }
    const runner = new ProjectorRunner({
      eventStore: platform.eventStore,
      documentStore: platform.documentStore,
      projector: readModelsProjector,
    });
    await runner.start();
    await runner.waitFor(await platform.eventStore.headPosition(), 5000);
    const live = await platform.documentStore.collection('students').find({}, { sort: [['id', 1]] });
    await runner.rebuild();
    const rebuilt = await platform.documentStore.collection('students').find({}, { sort: [['id', 1]] });
    expect(rebuilt).toEqual(live);
    expect(rebuilt).toHaveLength(50);
    // The copy is bulk-loaded without its FTS rows; they are filled before the swap.
    expect(await platform.documentStore.collection('students').count({ $text: { search: 'nome1' } })).toBe(11);
    await runner.stop();
  });
});
