import { handlerFor, type RecordedEvent } from '@gym/platform';
import { describe, expect, it } from 'vitest';
import { studentCountsProjection, type StudentCountDoc } from './studentCountsProjection.ts';

let position = 0;
function recorded(type: string, data: object): RecordedEvent {
  position += 1;
  return {
    id: `e${position}`,
    type,
    data,
    schemaVersion: 1,
    metadata: {},
    streamId: `student-x`,
    streamRevision: 0,
    position,
    recordedAt: '2026-11-21T12:00:00.000Z',
  };
}
const registered = (studentId: string, rule = 'student', accountId = 'a1') =>
  recorded('StudentRegistered', { accountId, studentId, profile: {}, rule, origin: 'panel', registeredAt: 't' });
const deleted = (studentId: string, accountId = 'a1') =>
  recorded('StudentDeleted', { accountId, studentId, deletedAt: 't' });

/** Feeds events through the projection's update functions the way the runner does. */
function project(events: RecordedEvent[], start: StudentCountDoc | null = null): StudentCountDoc | null {
  return events.reduce<StudentCountDoc | null>((doc, event) => {
    const handler = handlerFor(studentCountsProjection.handlers, event.type);
    return handler ? handler.update(doc, event) : doc;
  }, start);
}

describe('studentCounts projection', () => {
  it('keeps one counter document per account', () => {
    const event = registered('s1');
    expect(handlerFor(studentCountsProjection.handlers, 'StudentRegistered')!.ids(event)).toEqual(['a1']);
    expect(handlerFor(studentCountsProjection.handlers, 'StudentDeleted')!.ids(deleted('s1'))).toEqual(['a1']);
    expect(project([event])).toEqual({ id: 'a1', students: 1, staffIds: [], position: event.position });
  });

  it('counts students only, remembers staff ids, and tells staff from students on deletion', () => {
    const events = [
      registered('s1'),
      registered('admin1', 'admin'),
      registered('s2'),
      registered('coach1', 'coach'),
      registered('s3'),
    ];
    const counted = project(events);
    expect(counted).toMatchObject({ students: 3, staffIds: ['admin1', 'coach1'] });
    expect(project([deleted('coach1')], counted)).toMatchObject({ students: 3, staffIds: ['admin1'] });
    expect(project([deleted('s2')], counted)).toMatchObject({ students: 2, staffIds: ['admin1', 'coach1'] });
  });

  it('is idempotent: events at or below the stored position are skipped', () => {
    const events = [registered('s1'), registered('m1', 'manager'), registered('s2'), deleted('s1')];
    const once = project(events);
    expect(once).toMatchObject({ students: 1, staffIds: ['m1'], position: events.at(-1)!.position });
    // Replaying the whole batch, or any one event of it, changes nothing.
    expect(project(events, once)).toEqual(once);
    for (const event of events) expect(project([event], once)).toBe(once);
  });

  it('never goes below zero', () => {
    expect(project([deleted('ghost')])).toMatchObject({ students: 0, staffIds: [] });
  });
});
