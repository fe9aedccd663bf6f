import type { PersonalRecordsDoc } from '@gym/contracts';
import { handlerFor, type RecordedEvent } from '@gym/platform';
import { describe, expect, it } from 'vitest';
import { personalRecordsProjection } from './personalRecordsProjection.ts';

let position = 0;
const set = (recordId: string, value: number, recordedOn: string): RecordedEvent => {
  position += 1;
  const data = {
    accountId: 'a1',
    recordId,
    studentId: 's1',
    exerciseId: 'x1',
    exerciseType: 'carga',
    value,
    recordedOn,
    enteredBy: 'staff',
    enteredById: 'u1',
    isPersonalBest: false,
    recordedAt: `2026-11-24T12:00:0${position % 10}.000Z`,
  };
  return {
    id: `e${position}`,
    type: 'PersonalRecordSet',
    data,
    schemaVersion: 1,
    metadata: {},
    streamId: 'personalRecords-s1-x1',
    streamRevision: position - 1,
    position,
    recordedAt: data.recordedAt,
  };
};
const project = (events: RecordedEvent[], start: PersonalRecordsDoc | null = null) =>
  events.reduce<PersonalRecordsDoc | null>(
    (doc, e) => handlerFor(personalRecordsProjection.handlers, e.type)!.update(doc, e),
    start,
  );

describe('personal records projection', () => {
  const events = [set('r1', 60, '2026-01-10'), set('r2', 70, '2026-03-10'), set('r3', 65, '2026-02-10')];

  it('keeps the history newest first and the best', () => {
    const doc = project(events)!;
    expect(doc.id).toBe('s1:x1');
    expect(doc.history.map((h) => h.value)).toEqual([70, 65, 60]);
    expect(doc.best).toMatchObject({ recordId: 'r2', value: 70 });
  });

  it('is idempotent: replayed records change nothing', () => {
    const once = project(events);
    expect(project(events, once)).toEqual(once);
  });
});
