import type { StudentDoc } from '@gym/contracts';
import { handlerFor, type RecordedEvent } from '@gym/platform';
import { describe, expect, it } from 'vitest';
import { studentCheckinHandlers } from './studentCheckinHandlers.ts';

const student = { id: 's1', accountId: 'acc', checkinsCurrentMonth: 0, checkinsMonth: null } as unknown as StudentDoc;
const event = (type: string, position: number, data: Record<string, unknown>) =>
  ({ id: `e${position}`, type, position, data: { studentId: 's1', ...data } }) as unknown as RecordedEvent;
const apply = (doc: StudentDoc | null, e: RecordedEvent) => handlerFor(studentCheckinHandlers, e.type)!.update(doc, e);

describe("the student list's check-ins this month", () => {
  it('counts each check-in once, even when applied twice', () => {
    const first = event('CheckinRecorded', 10, { recordedAt: '2026-11-23T12:00:00.000Z' });
    let doc = apply(student, first);
    doc = apply(doc, first);
    doc = apply(doc, event('CheckinRecorded', 11, { recordedAt: '2026-11-24T12:00:00.000Z' }));
    expect(doc).toMatchObject({ checkinsCurrentMonth: 2, checkinsMonth: '2026-11' });
  });

  it('starts again in a new São Paulo month (01/12 02:00Z is still 30/11 in São Paulo)', () => {
    let doc = apply(student, event('CheckinRecorded', 1, { recordedAt: '2026-11-30T12:00:00.000Z' }));
    doc = apply(doc, event('CheckinRecorded', 2, { recordedAt: '2026-12-01T02:00:00.000Z' }));
    expect(doc).toMatchObject({ checkinsCurrentMonth: 2, checkinsMonth: '2026-11' });
    doc = apply(doc, event('CheckinRecorded', 3, { recordedAt: '2026-12-01T12:00:00.000Z' }));
    expect(doc).toMatchObject({ checkinsCurrentMonth: 1, checkinsMonth: '2026-12' });
  });

  it('takes a cancellation off only within the same month', () => {
    let doc = apply(student, event('CheckinRecorded', 1, { recordedAt: '2026-11-23T12:00:00.000Z' }));
    doc = apply(doc, event('CheckinCancelled', 2, { cancelledAt: '2026-11-23T13:00:00.000Z' }));
    expect(doc?.checkinsCurrentMonth).toBe(0);
    doc = apply(doc, event('CheckinRecorded', 3, { recordedAt: '2026-11-23T14:00:00.000Z' }));
    doc = apply(doc, event('CheckinCancelled', 4, { cancelledAt: '2026-10-01T13:00:00.000Z' }));
    expect(doc?.checkinsCurrentMonth).toBe(1);
  });
});
