import type { StudentDoc, StudentProfile } from '@gym/contracts';
import { handlerFor, type RecordedEvent } from '@gym/platform';
import { describe, expect, it } from 'vitest';
import { studentsProjection } from './studentsProjection.ts';

const profile: StudentProfile = {
  name: 'José',
  lastName: 'da Silva Araújo',
  email: 'jose@exemplo.com.br',
  phone: null,
  cpf: '52998224725',
  gender: 'Masculino',
  birthdate: '1990-05-01',
  gympassId: null,
  height: 180,
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
    streamId: 'student-s1',
    streamRevision: position - 1,
    position,
    recordedAt: '2026-11-21T12:00:00.000Z',
  };
}

/** Feeds events through the projection's update functions the way the runner does. */
function project(events: RecordedEvent[], start: StudentDoc | null = null): StudentDoc | null {
  return events.reduce<StudentDoc | null>((doc, event) => {
    const handler = handlerFor(studentsProjection.handlers, event.type);
    return handler ? handler.update(doc, event) : doc;
  }, start);
}

const registered = recorded('StudentRegistered', {
  accountId: 'a1',
  studentId: 's1',
  profile,
  rule: 'student',
  origin: 'panel',
  registeredAt: '2026-11-01T10:00:00.000Z',
});

describe('students projection', () => {
  it('writes the list document of a registered student', () => {
    expect(handlerFor(studentsProjection.handlers, 'StudentRegistered')!.ids(registered)).toEqual(['s1']);
    expect(project([registered])).toMatchObject({
      id: 's1',
      accountId: 'a1',
      fullName: 'José da Silva Araújo',
      shortName: 'José Araújo',
      sortName: 'jose da silva araujo',
      rule: 'student',
      origin: 'panel',
      points: 0,
      checkinsCurrentMonth: 0,
      planType: 'Sem Plano',
      hasActivePlan: false,
    });
  });

  it('is idempotent: the same registration twice changes nothing', () => {
    const once = project([registered]);
    expect(project([registered], once)).toEqual(once);
  });

  it('updates names and keeps the registration date', () => {
    const updated = recorded('StudentProfileUpdated', {
      accountId: 'a1',
      studentId: 's1',
      profile: { ...profile, name: 'Zé', status: 'inativo' },
      updatedAt: '2026-11-10T10:00:00.000Z',
    });
    expect(project([registered, updated])).toMatchObject({
      fullName: 'Zé da Silva Araújo',
      sortName: 'ze da silva araujo',
      status: 'inativo',
      registeredAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-10T10:00:00.000Z',
    });
  });

  it('ignores an update of a student it never saw, and forgets a deleted one', () => {
    const updated = recorded('StudentProfileUpdated', { accountId: 'a1', studentId: 's1', profile, updatedAt: 'x' });
    expect(project([updated])).toBeNull();
    expect(
      project([registered, recorded('StudentDeleted', { accountId: 'a1', studentId: 's1', deletedAt: 'x' })]),
    ).toBeNull();
  });
});

describe('students collection spec', () => {
  it('indexes the list order including the id tie-break, so deep pages need no temporary sort', () => {
    expect(studentsProjection.collection.indexes).toContainEqual({ fields: ['accountId', 'rule', 'sortName', 'id'] });
  });
});
