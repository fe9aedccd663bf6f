import type { PointsMovementDoc, PointsRankingDoc } from '@gym/contracts';
import { handlerFor, type Doc, type Projection, type RecordedEvent } from '@gym/platform';
import { describe, expect, it } from 'vitest';
import { pointsMovementsProjection, pointsRankingProjection } from './pointsOverviewProjections.ts';

let position = 0;
function recorded(type: string, data: object): RecordedEvent {
  position += 1;
  return {
    id: `e${position}`,
    type,
    data,
    schemaVersion: 1,
    metadata: {},
    streamId: 's',
    streamRevision: 0,
    position,
    recordedAt: '2026-11-24T12:00:00.000Z',
  };
}
function project<D extends Doc>(projection: Projection<D, any>, events: RecordedEvent[]): D | null {
  return events.reduce<D | null>((doc, event) => {
    const handler = handlerFor<D>(projection.handlers, event.type);
    return handler ? handler.update(doc, event) : doc;
  }, null);
}
const profile = (name: string) => ({
  name,
  lastName: 'Souza',
  email: 'ana@exemplo.com.br',
  phone: null,
  cpf: null,
  gender: 'Feminino',
  birthdate: null,
  gympassId: null,
  height: null,
  status: 'ativo',
  avatarUrl: null,
});
const registered = (rule = 'student') =>
  recorded('StudentRegistered', {
    accountId: 'a1',
    studentId: 's1',
    rule,
    origin: 'panel',
    registeredAt: '2026-11-01T12:00:00.000Z',
    profile: profile('Ána'),
  });
const movement = (movementId: string, balanceAfter: number, source?: string) =>
  recorded('PointsMovementRecorded', {
    accountId: 'a1',
    movementId,
    studentId: 's1',
    operation: 'add',
    value: 5,
    obs: null,
    balanceAfter,
    recordedAt: '2026-11-24T12:00:00.000Z',
    ...(source ? { source } : {}),
  });

describe('pointsRanking projection', () => {
  it('keeps each student with the balance of the last movement and a sortable name; applying twice is the same', () => {
    const m = movement('m1', 5);
    const doc = project<PointsRankingDoc>(pointsRankingProjection, [registered(), m, movement('m2', 12), m]);
    // The replayed m1 (older than m2) changes nothing.
    expect(doc).toMatchObject({ id: 's1', accountId: 'a1', fullName: 'Ána Souza', sortName: 'ana souza', balance: 12 });
  });

  it('leaves staff out, follows renames and forgets a removed student', () => {
    expect(project(pointsRankingProjection, [registered('coach'), movement('m1', 5)])).toBeNull();
    const renamed = recorded('StudentProfileUpdated', {
      accountId: 'a1',
      studentId: 's1',
      profile: profile('Bia'),
      updatedAt: '2026-11-02T12:00:00.000Z',
    });
    expect(project<PointsRankingDoc>(pointsRankingProjection, [registered(), renamed])?.fullName).toBe('Bia Souza');
    const deleted = recorded('StudentDeleted', { accountId: 'a1', studentId: 's1', deletedAt: '2026-11-03' });
    expect(project(pointsRankingProjection, [registered(), movement('m1', 5), deleted])).toBeNull();
  });
});

describe('pointsMovements projection', () => {
  it('keeps one document per movement, manual when the event names no rule, and the same document on a replay', () => {
    const manual = movement('m1', 5);
    const once = project<PointsMovementDoc>(pointsMovementsProjection, [manual]);
    expect(once).toMatchObject({ id: 'm1', studentId: 's1', source: 'manual', balanceAfter: 5, seq: manual.position });
    expect(project<PointsMovementDoc>(pointsMovementsProjection, [manual, manual])).toEqual(once);
    expect(project<PointsMovementDoc>(pointsMovementsProjection, [movement('m2', 5, 'checkin')])?.source).toBe(
      'checkin',
    );
  });
});
