import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAGE_SIZE, type CoachCheckinDoc } from '@gym/contracts';
import { SqliteDocumentStore } from '@gym/platform/sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COACH_CHECKINS, coachCheckinsProjection, listCoachCheckins } from './coachCheckinsProjection.ts';

const doc = (id: string, over: Partial<CoachCheckinDoc>): CoachCheckinDoc => ({
  id,
  accountId: 'a1',
  coachId: 'coach-1',
  coachName: 'Rafael Lima',
  programId: null,
  programName: null,
  classDate: '2026-11-20',
  startTime: '07:00',
  notes: null,
  recordedBy: null,
  recordedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

/** The screen's list: newest class first, one account only, filtered by coach, PAGE_SIZE per page. */
describe('listCoachCheckins', () => {
  const dir = mkdtempSync(join(tmpdir(), 'coach-checkins-'));
  const store = SqliteDocumentStore.open(join(dir, 'readmodels.sqlite'));
  beforeAll(async () => {
    await store.ensureCollection(coachCheckinsProjection.collection);
    const docs = [
      doc('old', { classDate: '2026-11-18' }),
      doc('morning', { classDate: '2026-11-20', startTime: '07:00' }),
      doc('evening', { classDate: '2026-11-20', startTime: '19:00' }),
      doc('other-coach', { classDate: '2026-11-19', coachId: 'coach-2', coachName: 'Bruna Alves' }),
      doc('other-account', { accountId: 'a2', classDate: '2026-11-21' }),
      // Enough of one day to need a second page.
      ...Array.from({ length: PAGE_SIZE }, (_, i) => doc(`bulk-${i}`, { classDate: '2026-11-01', coachId: 'coach-3' })),
    ];
    await store.commit(docs.map((d) => ({ kind: 'upsert', collection: COACH_CHECKINS, doc: d })));
  });
  afterAll(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("lists the account's classes newest first (date, then start time) and never another account's", async () => {
    const first = await listCoachCheckins(store, 'a1', {});
    expect(first.list.slice(0, 4).map((d) => d.id)).toEqual(['evening', 'morning', 'other-coach', 'old']);
    expect(first.list.some((d) => d.accountId !== 'a1')).toBe(false);
    expect(first).toMatchObject({ page: 1, totalEntries: PAGE_SIZE + 4, totalPages: 2 });
    expect(first.list).toHaveLength(PAGE_SIZE);
    expect((await listCoachCheckins(store, 'a1', { page: 2 })).list).toHaveLength(4);
  });

  it('filters by coach, and answers one empty page for a coach with no classes', async () => {
    const rafael = await listCoachCheckins(store, 'a1', { coachId: 'coach-1' });
    expect(rafael.list.map((d) => d.id)).toEqual(['evening', 'morning', 'old']);
    expect(rafael.totalEntries).toBe(3);
    expect(await listCoachCheckins(store, 'a1', { coachId: 'nobody' })).toEqual({
      list: [],
      page: 1,
      totalEntries: 0,
      totalPages: 1,
    });
  });
});
