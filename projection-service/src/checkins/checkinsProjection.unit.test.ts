import type { CheckinDoc } from '@gym/contracts';
import { deterministicId, type RecordedEvent, handlerFor } from '@gym/platform';
import { describe, expect, it } from 'vitest';
import { checkinsProjection } from './checkinsProjection.ts';

let position = 0;
function recorded(type: string, data: object): RecordedEvent {
  position += 1;
  return {
    id: `e${position}`,
    type,
    data,
    schemaVersion: 1,
    metadata: {},
    streamId: 'classDay-x',
    streamRevision: position - 1,
    position,
    recordedAt: '2026-11-23T12:00:00.000Z',
  };
}

/** Feeds events through the update functions the way the runner does, one document per id. */
function project(events: RecordedEvent[]): Map<string, CheckinDoc> {
  const docs = new Map<string, CheckinDoc>();
  for (const event of events) {
    const handler = handlerFor(checkinsProjection.handlers, event.type);
    if (!handler) continue;
    for (const id of handler.ids(event)) {
      const next = handler.update(docs.get(id) ?? null, event);
      if (next) docs.set(id, next);
      else docs.delete(id);
    }
  }
  return docs;
}

const day = { accountId: 'a1', programClassId: 'c1', classDate: '2026-11-23' };
const idOf = (studentId: string) => deterministicId('checkin', 'c1', '2026-11-23', studentId);
const checkin = (studentId: string) =>
  recorded('CheckinRecorded', {
    ...day,
    checkinId: idOf(studentId),
    studentId,
    branchId: 'b1',
    programId: 'p1',
    startTime: '10:00',
    status: 'validated',
    forced: false,
    recordedAt: '2026-11-23T12:00:00.000Z',
  });

describe('checkins projection', () => {
  it('writes a check-in with its log, once even when an event is applied twice', () => {
    const event = checkin('s1');
    const docs = project([event, event]);
    expect(docs.get(idOf('s1'))).toMatchObject({
      studentId: 's1',
      status: 'validated',
      classDate: '2026-11-23',
      startTime: '10:00',
      noShow: false,
    });
    expect(docs.get(idOf('s1'))?.logs).toHaveLength(1);
  });

  it('follows a waitlist entry into a check-in after the promotion', () => {
    const docs = project([
      checkin('s1'),
      recorded('WaitlistJoined', {
        ...day,
        studentId: 's2',
        branchId: 'b1',
        programId: 'p1',
        startTime: '10:00',
        joinedAt: '2026-11-23T12:01:00.000Z',
      }),
    ]);
    expect(docs.get(idOf('s2'))?.status).toBe('waitlist');
    const after = project([
      checkin('s1'),
      recorded('WaitlistJoined', {
        ...day,
        studentId: 's2',
        branchId: 'b1',
        programId: 'p1',
        startTime: '10:00',
        joinedAt: '2026-11-23T12:01:00.000Z',
      }),
      recorded('CheckinCancelled', {
        ...day,
        checkinId: idOf('s1'),
        studentId: 's1',
        cancelledAt: '2026-11-23T12:02:00.000Z',
      }),
      recorded('StudentPromotedFromWaitlist', {
        ...day,
        checkinId: idOf('s2'),
        studentId: 's2',
        promotedAt: '2026-11-23T12:02:00.000Z',
      }),
      checkin('s2'),
    ]);
    expect(after.get(idOf('s1'))?.status).toBe('deleted');
    expect(after.get(idOf('s2'))).toMatchObject({ status: 'validated' });
    expect(after.get(idOf('s2'))?.logs.map((l) => l.slice(25))).toEqual([
      'Entrou na lista de espera',
      'Vaga liberada: saiu da lista de espera',
      'Checkin registrado (validated)',
    ]);
  });

  it('marks a no-show and a pass validation', () => {
    const docs = project([
      checkin('s1'),
      recorded('CheckinValidated', {
        ...day,
        checkinId: idOf('s1'),
        studentId: 's1',
        status: 'checkin gympass',
        validatedAt: '2026-11-23T12:03:00.000Z',
      }),
      recorded('CheckinMarkedNoShow', {
        ...day,
        checkinId: idOf('s1'),
        studentId: 's1',
        markedAt: '2026-11-23T15:00:00.000Z',
      }),
    ]);
    expect(docs.get(idOf('s1'))).toMatchObject({ status: 'checkin gympass', noShow: true });
  });
});
