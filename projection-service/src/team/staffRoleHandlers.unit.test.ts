import type { StudentDoc, StudentProfile } from '@gym/contracts';
import { handlerFor, type RecordedEvent } from '@gym/platform';
import { describe, expect, it } from 'vitest';
import { studentsProjection } from '../students/studentsProjection.ts';

const profile: StudentProfile = {
  name: 'Carla',
  lastName: 'Mendes',
  email: 'carla@exemplo.com.br',
  phone: null,
  cpf: null,
  gender: 'Feminino',
  birthdate: null,
  gympassId: null,
  height: null,
  status: 'ativo',
  avatarUrl: null,
};
let position = 0;
function recorded(type: string, data: object): RecordedEvent {
  position += 1;
  return {
    id: `e${position}`,
    type,
    data,
    schemaVersion: 1,
    metadata: {},
    streamId: 'staffRole-u1',
    streamRevision: position - 1,
    position,
    recordedAt: '2026-11-21T12:00:00.000Z',
  };
}

/** Feeds events through the students read model (which spreads the team's handlers) as the runner does. */
function project(events: RecordedEvent[], start: StudentDoc | null = null): StudentDoc | null {
  return events.reduce<StudentDoc | null>((doc, event) => {
    const handler = handlerFor(studentsProjection.handlers, event.type);
    return handler ? handler.update(doc, event) : doc;
  }, start);
}

const registered = (rule: string) =>
  recorded('StudentRegistered', {
    accountId: 'a1',
    studentId: 'u1',
    profile,
    rule,
    origin: 'panel',
    registeredAt: '2026-11-01T10:00:00.000Z',
  });
const roleChanged = (rule: string, accountId = 'a1') =>
  recorded('StaffRoleChanged', { accountId, userId: 'u1', rule, changedAt: '2026-11-22T10:00:00.000Z' });

describe('team: staff role changes in the students read model', () => {
  it("touches the team member's own document", () => {
    expect(handlerFor(studentsProjection.handlers, 'StaffRoleChanged')!.ids(roleChanged('manager'))).toEqual(['u1']);
  });

  it('gives a coach the new role, and applying the change twice leaves the same document', () => {
    const once = project([registered('coach'), roleChanged('manager')]);
    expect(once).toMatchObject({ id: 'u1', accountId: 'a1', rule: 'manager' });
    expect(project([roleChanged('manager')], once)).toEqual(once);
  });

  it('follows successive changes: the last one wins', () => {
    expect(project([registered('admin'), roleChanged('coach'), roleChanged('manager')])?.rule).toBe('manager');
  });

  it('leaves a student a student: a role change is for staff only', () => {
    expect(project([registered('student'), roleChanged('manager')])?.rule).toBe('student');
  });

  it("ignores a change recorded under another account (the same user id elsewhere is not this account's)", () => {
    expect(project([registered('coach'), roleChanged('admin', 'a2')])?.rule).toBe('coach');
  });

  it('creates nothing for a user the read model does not hold', () => {
    expect(project([roleChanged('manager')])).toBeNull();
  });
});
