import type { CoachCheckinDoc } from '@gym/contracts';
import { handlerFor, type RecordedEvent } from '@gym/platform';
import { describe, expect, it } from 'vitest';
import { coachCheckinsProjection } from './coachCheckinsProjection.ts';

let position = 0;
function recorded(type: string, data: object): RecordedEvent {
  position += 1;
  return {
    id: `e${position}`,
    type,
    data,
    schemaVersion: 1,
    metadata: {},
    streamId: 'coachCheckin-c1',
    streamRevision: 0,
    position,
    recordedAt: '2026-11-21T12:00:00.000Z',
  };
}

/** Feeds events through the projection's update functions the way the runner does. */
function project(events: RecordedEvent[], start: CoachCheckinDoc | null = null): CoachCheckinDoc | null {
  return events.reduce<CoachCheckinDoc | null>((doc, event) => {
    const handler = handlerFor(coachCheckinsProjection.handlers, event.type);
    return handler ? handler.update(doc, event) : doc;
  }, start);
}

const fields = {
  accountId: 'a1',
  coachId: 'coach-1',
  coachName: 'Rafael Lima',
  programId: 'prog-1',
  programName: 'Musculação',
  classDate: '2026-11-20',
  startTime: '07:00',
  notes: 'Turma cheia',
  recordedBy: 'admin-1',
  recordedAt: '2026-11-20T10:00:00.000Z',
};
const classRecorded = recorded('CoachClassRecorded', { coachCheckinId: 'cc-1', ...fields });

describe('coachCheckins projection', () => {
  it('writes one document per recorded class, under the check-in id', () => {
    expect(handlerFor(coachCheckinsProjection.handlers, 'CoachClassRecorded')!.ids(classRecorded)).toEqual(['cc-1']);
    expect(project([classRecorded])).toEqual({ id: 'cc-1', ...fields });
  });

  it('is idempotent: the same event twice keeps the first document', () => {
    const once = project([classRecorded]);
    expect(project([classRecorded], once)).toBe(once);
  });

  it('never rewrites a recorded class: a later event for the same id changes nothing', () => {
    const once = project([classRecorded]);
    const replay = recorded('CoachClassRecorded', { coachCheckinId: 'cc-1', ...fields, notes: 'outra nota' });
    expect(project([replay], once)).toEqual({ id: 'cc-1', ...fields });
  });
});
