import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { socialMessages, type StudentDoc } from '@gym/contracts';
import { SqliteDocumentStore } from '@gym/platform/sqlite';
import { readModelsProjector } from '@gym/projection-service';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commentTarget } from './commentTargets.ts';

const student = { id: 's1', rule: 'student' } as StudentDoc;
const coach = { id: 'c1', rule: 'coach' } as unknown as StudentDoc;

/** The rules of commentTarget on read models written directly: routines targeted by program, plans' programs. */
describe('who may comment on a workout group targeted by programs', () => {
  let dir: string;
  let docs: SqliteDocumentStore;
  const put = (collection: string, doc: object) => docs.collection(collection).upsert(doc as never);

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'comment-targets-'));
    docs = SqliteDocumentStore.open(join(dir, 'readmodels.sqlite'));
    for (const projection of readModelsProjector.projections) await docs.ensureCollection(projection.collection);
    await put('workoutRoutines', {
      id: 'r1',
      accountId: 'a1',
      name: 'Força',
      isDraft: false,
      commentEnable: true,
      target: 'programs',
      programIds: ['musculacao'],
      usersTargetIds: [],
      workoutGroups: [],
    });
    await put('workoutGroups', { id: 'g1', accountId: 'a1', routineId: 'r1', name: 'Treino A' });
    await put('plans', { id: 'p-musc', accountId: 'a1', name: 'Musculação', programIds: ['musculacao'] });
    await put('plans', { id: 'p-yoga', accountId: 'a1', name: 'Yoga', programIds: ['yoga'] });
  });
  afterEach(async () => {
    await docs.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const plan = (id: string, planId: string, status: string) =>
    put('studentPlans', {
      id,
      accountId: 'a1',
      userId: 's1',
      planId,
      status,
      enabled: 1,
      startDate: '2026-11-01',
    });

  it('refuses a student without an active plan of one of its programs, and lets staff in', async () => {
    await plan('sp1', 'p-yoga', 'active');
    await plan('sp2', 'p-musc', 'pending');
    await expect(commentTarget(docs, 'a1', student, 'workout_group', 'g1')).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: socialMessages.noAccess,
    });
    await expect(commentTarget(docs, 'a1', coach, 'workout_group', 'g1')).resolves.toEqual({
      name: 'Treino A (Força)',
    });
  });

  it('opens it to a student with an active plan of one of its programs; another account reads it as missing', async () => {
    await plan('sp3', 'p-musc', 'active');
    await expect(commentTarget(docs, 'a1', student, 'workout_group', 'g1')).resolves.toEqual({
      name: 'Treino A (Força)',
    });
    await expect(commentTarget(docs, 'a2', student, 'workout_group', 'g1')).rejects.toMatchObject({
      issues: [{ path: ['commentableId'], message: socialMessages.commentableNotFound }],
    });
  });
});
