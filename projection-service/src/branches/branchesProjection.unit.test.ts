import type { BranchDoc, BranchFields } from '@gym/contracts';
import { handlerFor, type RecordedEvent } from '@gym/platform';
import { describe, expect, it } from 'vitest';
import { branchesProjection } from './branchesProjection.ts';

let position = 0;
function recorded(type: string, data: object): RecordedEvent {
  position += 1;
  return {
    id: `e${position}`,
    type,
    data,
    schemaVersion: 1,
    metadata: {},
    streamId: 'branch-b1',
    streamRevision: 0,
    position,
    recordedAt: '2026-11-23T12:00:00.000Z',
  };
}
const fields: BranchFields = {
  filialType: 'place',
  name: 'Centro',
  status: 'active',
  visibility: 'everywhere',
  zipcode: '01310100',
  street: 'Av. Paulista',
  number: '1000',
  complement: null,
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  gymId: null,
  token: null,
  passIntegration: null,
  totalpassToken: null,
  totalpassServiceProvider: null,
  totalpassBearerToken: null,
  totalpassPlanCode: null,
};
const created = recorded('BranchCreated', {
  accountId: 'a1',
  branchId: 'b1',
  code: 'centro',
  fields,
  createdAt: '2026-11-01T10:00:00.000Z',
});
const changed = recorded('BranchChanged', {
  accountId: 'a1',
  branchId: 'b1',
  fields: { ...fields, name: 'Centro Novo' },
  changedAt: '2026-11-02T10:00:00.000Z',
});
const apply = (events: RecordedEvent[], start: BranchDoc | null = null) =>
  events.reduce<BranchDoc | null>((doc, e) => handlerFor(branchesProjection.handlers, e.type)!.update(doc, e), start);

describe('branches projection', () => {
  it('given a branch created, then its document by id under its account, with code and fields', () => {
    expect(handlerFor(branchesProjection.handlers, 'BranchCreated')!.ids(created)).toEqual(['b1']);
    expect(apply([created])).toEqual({
      id: 'b1',
      accountId: 'a1',
      code: 'centro',
      ...fields,
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-01T10:00:00.000Z',
    });
  });

  it('given a change, then the new fields and the time of the change; replayed events change nothing', () => {
    expect(handlerFor(branchesProjection.handlers, 'BranchChanged')!.ids(changed)).toEqual(['b1']);
    const doc = apply([created, changed]);
    expect(doc).toMatchObject({
      name: 'Centro Novo',
      code: 'centro',
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-02T10:00:00.000Z',
    });
    expect(apply([created, changed], doc)).toEqual(doc);
    expect(apply([created], doc)).toEqual(doc); // a replayed creation does not undo the change
    expect(apply([changed])).toBeNull();
  });
});
