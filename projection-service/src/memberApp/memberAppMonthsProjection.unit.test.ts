import { handlerFor, type RecordedEvent } from '@gym/platform';
import { describe, expect, it } from 'vitest';
import { memberAppMonthsProjection } from './memberAppMonthsProjection.ts';

const opened: RecordedEvent = {
  id: 'e1',
  type: 'MemberAppOpened',
  data: { accountId: 'a1', studentId: 's1', month: '2026-11', openedAt: '2026-11-23T12:00:00.000Z' },
  schemaVersion: 1,
  metadata: {},
  streamId: 'memberAppMonth-s1-2026-11',
  streamRevision: 0,
  position: 7,
  recordedAt: '2026-11-23T12:00:00.000Z',
};

describe('memberAppMonths projection', () => {
  it('keeps one document per member and month, the same when applied twice', () => {
    const handler = handlerFor(memberAppMonthsProjection.handlers, 'MemberAppOpened')!;
    expect(handler.ids(opened)).toEqual(['a1:2026-11:s1']);
    const once = handler.update(null, opened);
    expect(once).toEqual({ id: 'a1:2026-11:s1', accountId: 'a1', studentId: 's1', month: '2026-11' });
    expect(handler.update(once, opened)).toEqual(once);
  });
});
