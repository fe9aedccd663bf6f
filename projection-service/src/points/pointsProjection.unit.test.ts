import type { PointsBalanceDoc, StudentDoc } from '@gym/contracts';
import { handlerFor, type RecordedEvent } from '@gym/platform';
import { describe, expect, it } from 'vitest';
import { pointsBalancesProjection, studentPointsHandlers } from './pointsProjection.ts';

let position = 0;
function recorded(type: string, data: object): RecordedEvent {
  position += 1;
  return {
    id: `e${position}`,
    type,
    data,
    schemaVersion: 1,
    metadata: {},
    streamId: 'points-s1',
    streamRevision: position - 1,
    position,
    recordedAt: '2026-11-23T12:00:00.000Z',
  };
}
const movement = (
  movementId: string,
  operation: 'add' | 'sub',
  value: number,
  balanceAfter: number,
  obs: string | null = null,
) =>
  recorded('PointsMovementRecorded', {
    accountId: 'a1',
    movementId,
    studentId: 's1',
    operation,
    value,
    obs,
    balanceAfter,
    recordedAt: `2026-11-23T12:00:0${position}.000Z`,
  });

function project(events: RecordedEvent[], start: PointsBalanceDoc | null = null): PointsBalanceDoc | null {
  return events.reduce<PointsBalanceDoc | null>((doc, event) => {
    const handler = handlerFor(pointsBalancesProjection.handlers, event.type);
    return handler ? handler.update(doc, event) : doc;
  }, start);
}

describe('points balances projection', () => {
  const add = movement('m1', 'add', 50, 50, 'Indicação');
  const sub = movement('m2', 'sub', 20, 30);

  it('keeps the balance and every movement of the student', () => {
    expect(handlerFor(pointsBalancesProjection.handlers, 'PointsMovementRecorded')!.ids(add)).toEqual(['s1']);
    expect(project([add, sub])).toEqual({
      id: 's1',
      accountId: 'a1',
      totalPoints: 30,
      position: sub.position,
      movements: [
        {
          id: 'm1',
          createdAt: (add.data as { recordedAt: string }).recordedAt,
          operation: 'add',
          value: 50,
          obs: 'Indicação',
        },
        {
          id: 'm2',
          createdAt: (sub.data as { recordedAt: string }).recordedAt,
          operation: 'sub',
          value: 20,
          obs: null,
        },
      ],
    });
  });

  it('is idempotent: a replayed movement changes nothing', () => {
    const once = project([add, sub]);
    expect(project([add, sub], once)).toEqual(once);
  });

  it('forgets the balance of a deleted student', () => {
    expect(
      project([
        add,
        recorded('StudentDeleted', { accountId: 'a1', studentId: 's1', deletedAt: '2026-11-23T13:00:00.000Z' }),
      ]),
    ).toBeNull();
  });

  it("sets the student list's points column to the balance after the movement, twice the same", () => {
    const student = { id: 's1', accountId: 'a1', points: 0 } as StudentDoc;
    const once = handlerFor(studentPointsHandlers, 'PointsMovementRecorded')!.update(student, add);
    expect(once?.points).toBe(50);
    expect(handlerFor(studentPointsHandlers, 'PointsMovementRecorded')!.update(once, add)?.points).toBe(50);
    expect(handlerFor(studentPointsHandlers, 'PointsMovementRecorded')!.update(null, add)).toBeNull();
  });
});
