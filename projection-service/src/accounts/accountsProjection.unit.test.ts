import type { AccountDoc, AccountSettings } from '@gym/contracts';
import { handlerFor, type RecordedEvent } from '@gym/platform';
import { describe, expect, it } from 'vitest';
import { accountsProjection } from './accountsProjection.ts';

let position = 0;
function recorded(type: string, data: object): RecordedEvent {
  position += 1;
  return {
    id: `e${position}`,
    type,
    data,
    schemaVersion: 1,
    metadata: {},
    streamId: 'account-a1',
    streamRevision: 0,
    position,
    recordedAt: '2026-11-23T12:00:00.000Z',
  };
}
const settings: AccountSettings = {
  name: 'Academia Forte',
  bio: null,
  status: 'ativado',
  visibility: 'public',
  accountType: 'gym',
  category: null,
  subcategory: null,
  features: ['dashboard'],
  senderEmail: null,
  senderName: null,
  phone: null,
  city: null,
  state: null,
};
const created = recorded('AccountCreated', {
  accountId: 'a1',
  code: 'forte',
  settings,
  createdAt: '2026-11-01T10:00:00.000Z',
});
const changed = recorded('AccountSettingsChanged', {
  accountId: 'a1',
  settings: { ...settings, name: 'Academia Mais Forte' },
  changedAt: '2026-11-02T10:00:00.000Z',
});
const apply = (events: RecordedEvent[], start: AccountDoc | null = null) =>
  events.reduce<AccountDoc | null>((doc, e) => handlerFor(accountsProjection.handlers, e.type)!.update(doc, e), start);

describe('accounts projection', () => {
  it('given an account created, then its document by id with code and settings, updated when created', () => {
    expect(handlerFor(accountsProjection.handlers, 'AccountCreated')!.ids(created)).toEqual(['a1']);
    expect(apply([created])).toEqual({
      id: 'a1',
      code: 'forte',
      ...settings,
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-01T10:00:00.000Z',
    });
  });

  it('given settings changed, then the document takes them and the time of the change, keeping code and creation', () => {
    expect(handlerFor(accountsProjection.handlers, 'AccountSettingsChanged')!.ids(changed)).toEqual(['a1']);
    expect(apply([created, changed])).toMatchObject({
      id: 'a1',
      code: 'forte',
      name: 'Academia Mais Forte',
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-02T10:00:00.000Z',
    });
  });

  it('is safe to apply twice: a replayed creation keeps the changed document; a change with no document creates none', () => {
    const once = apply([created, changed]);
    expect(apply([created], once)).toEqual(once);
    expect(apply([changed])).toBeNull();
  });
});

describe('accounts projection: the code change (issue 23)', () => {
  const moved = recorded('AccountCodeChanged', {
    accountId: 'a1',
    code: 'mais-forte',
    previousCode: 'forte',
    changedAt: '2026-11-03T10:00:00.000Z',
  });
  it('given an account moved to another code, then its document has the new code; applied twice, the same', () => {
    expect(handlerFor(accountsProjection.handlers, 'AccountCodeChanged')!.ids(moved)).toEqual(['a1']);
    const once = apply([created, changed, moved]);
    expect(once).toMatchObject({
      code: 'mais-forte',
      name: 'Academia Mais Forte',
      updatedAt: '2026-11-03T10:00:00.000Z',
    });
    expect(apply([moved], once)).toEqual(once);
  });
  it('given no account, then a code change creates nothing', () => {
    expect(apply([moved])).toBeNull();
  });
});
