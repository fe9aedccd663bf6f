import type { ProgramClassDoc, ProgramDoc } from '@gym/contracts';
import { handlerFor, type RecordedEvent } from '@gym/platform';
import { describe, expect, it } from 'vitest';
import { programClassesProjection, programsProjection } from './programsProjection.ts';

let position = 0;
function recorded(type: string, data: object): RecordedEvent {
  position += 1;
  return {
    id: `e${position}`,
    type,
    data,
    schemaVersion: 1,
    metadata: {},
    streamId: 'program-p1',
    streamRevision: 0,
    position,
    recordedAt: '2026-11-23T12:00:00.000Z',
  };
}
const fields = {
  name: 'Musculação',
  filialId: 'b1',
  maximumCheckinsPerDay: 2,
  passTypeNumber: null,
  passProgramId: null,
};
const created = recorded('ProgramCreated', {
  accountId: 'a1',
  programId: 'p1',
  code: null,
  fields,
  createdAt: '2026-11-01T10:00:00.000Z',
});
const changed = recorded('ProgramChanged', {
  accountId: 'a1',
  programId: 'p1',
  code: 'musc',
  fields: { ...fields, name: 'Cross' },
  changedAt: '2026-11-02T10:00:00.000Z',
});
const deleted = recorded('ProgramDeleted', { accountId: 'a1', programId: 'p1', deletedAt: '2026-11-03T10:00:00.000Z' });
const apply = (events: RecordedEvent[], start: ProgramDoc | null = null) =>
  events.reduce<ProgramDoc | null>((doc, e) => handlerFor(programsProjection.handlers, e.type)!.update(doc, e), start);

const classFields = { startTime: '07:00', endTime: '08:00', limit: 20, coachId: null, weekDays: [1, 3] };
const scheduled = recorded('ProgramClassScheduled', {
  accountId: 'a1',
  programClassId: 'pc1',
  programId: 'p1',
  fields: classFields,
  scheduledAt: '2026-11-01T10:00:00.000Z',
});
const moved = recorded('ProgramClassChanged', {
  accountId: 'a1',
  programClassId: 'pc1',
  programId: 'p1',
  fields: { ...classFields, startTime: '19:00', endTime: '20:00' },
  changedAt: '2026-11-02T10:00:00.000Z',
});
const removed = recorded('ProgramClassDeleted', {
  accountId: 'a1',
  programClassId: 'pc1',
  programId: 'p1',
  deletedAt: '2026-11-03T10:00:00.000Z',
});
const applyClass = (events: RecordedEvent[], start: ProgramClassDoc | null = null) =>
  events.reduce<ProgramClassDoc | null>(
    (doc, e) => handlerFor(programClassesProjection.handlers, e.type)!.update(doc, e),
    start,
  );

describe('programs projection', () => {
  it('given a program created then changed, then one document by id with the code and fields of the change', () => {
    for (const e of [created, changed, deleted])
      expect(handlerFor(programsProjection.handlers, e.type)!.ids(e)).toEqual(['p1']);
    expect(apply([created])).toEqual({
      id: 'p1',
      accountId: 'a1',
      code: null,
      ...fields,
      createdAt: '2026-11-01T10:00:00.000Z',
    });
    expect(apply([created, changed])).toEqual({
      id: 'p1',
      accountId: 'a1',
      code: 'musc',
      ...fields,
      name: 'Cross',
      createdAt: '2026-11-01T10:00:00.000Z',
    });
  });

  it('given a deleted program, then no document; replayed events change nothing; a change with no document creates none', () => {
    expect(apply([created, changed, deleted])).toBeNull();
    const doc = apply([created, changed]);
    expect(apply([created], doc)).toEqual(doc);
    expect(apply([changed])).toBeNull();
  });
});

describe('program classes projection', () => {
  it('given a class scheduled then moved, then its document under its program with the new hours; deleted, then gone', () => {
    for (const e of [scheduled, moved, removed])
      expect(handlerFor(programClassesProjection.handlers, e.type)!.ids(e)).toEqual(['pc1']);
    expect(applyClass([scheduled])).toEqual({ id: 'pc1', accountId: 'a1', programId: 'p1', ...classFields });
    expect(applyClass([scheduled, moved])).toMatchObject({ startTime: '19:00', endTime: '20:00', programId: 'p1' });
    expect(applyClass([scheduled, moved, removed])).toBeNull();
    const doc = applyClass([scheduled, moved]);
    expect(applyClass([scheduled], doc)).toEqual(doc);
    expect(applyClass([moved])).toBeNull();
  });
});
