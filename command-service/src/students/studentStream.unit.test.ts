import { messages, type StudentEvent, type StudentProfile } from '@gym/contracts';
import { IllegalStateError } from '@gym/platform';
import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import { studentDecider } from './studentDecider.ts';

// A registration retried with other data or from another account, and the profile as an update leaves it.
const profile: StudentProfile = {
  name: 'Ana',
  lastName: 'Souza',
  email: 'ana@example.com',
  phone: null,
  cpf: null,
  gender: 'Feminino',
  birthdate: null,
  gympassId: null,
  height: null,
  status: 'ativo',
  avatarUrl: null,
};
const accountId = 'acc-1';
const studentId = 'stu-1';
const now = '2026-11-21T12:00:00.000Z';
const registered: StudentEvent = {
  type: 'StudentRegistered',
  data: { accountId, studentId, profile, rule: 'student', origin: 'panel', registeredAt: now },
};
const withPhone = { ...profile, phone: '5511987654321' };
const updated: StudentEvent = {
  type: 'StudentProfileUpdated',
  data: { accountId, studentId, profile: withPhone, updatedAt: now },
};
const register = (over: Partial<{ accountId: string; profile: StudentProfile }> = {}) =>
  ({
    type: 'RegisterStudent',
    data: { accountId, studentId, profile, rule: 'student', origin: 'panel', now, ...over },
  }) as const;
const spec = deciderSpec(studentDecider);

describe('student decider: retries and later states', () => {
  it('given a registered student, when registered again with another profile or from another account, then "already registered"', () => {
    spec
      .given([registered])
      .when(register({ profile: withPhone }))
      .thenThrows(IllegalStateError, 'Este aluno já está cadastrado');
    spec
      .given([registered])
      .when(register({ accountId: 'acc-2' }))
      .thenThrows(IllegalStateError, 'Este aluno já está cadastrado');
  });

  it('given a deleted student, when the registration is retried, then refused', () => {
    const deleted: StudentEvent = { type: 'StudentDeleted', data: { accountId, studentId, deletedAt: now } };
    spec.given([registered, deleted]).when(register()).thenThrows(IllegalStateError, 'Este aluno já está cadastrado');
    spec
      .given([registered, deleted])
      .when({ type: 'UpdateStudentProfile', data: { accountId, studentId, profile, now } })
      .thenThrows(IllegalStateError, messages.studentAlreadyDeleted);
  });

  it('given an updated profile, when the same update comes again, then nothing; the old profile is an update back', () => {
    spec
      .given([registered, updated])
      .when({ type: 'UpdateStudentProfile', data: { accountId, studentId, profile: withPhone, now } })
      .thenNothingHappens();
    spec
      .given([registered, updated])
      .when({ type: 'UpdateStudentProfile', data: { accountId, studentId, profile, now } })
      .then([{ type: 'StudentProfileUpdated', data: { accountId, studentId, profile, updatedAt: now } }]);
  });
});
