import { messages, type StudentEvent, type StudentProfile } from '@gym/contracts';
import { IllegalStateError, NotFoundError } from '@gym/platform';
import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import { studentDecider } from './studentDecider.ts';

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
const spec = deciderSpec(studentDecider);

describe('student decider', () => {
  it('registers a new student', () => {
    spec
      .given([])
      .when({ type: 'RegisterStudent', data: { accountId, studentId, profile, rule: 'student', origin: 'panel', now } })
      .then([registered]);
  });

  it('treats a repeated registration with the same profile as already done', () => {
    spec
      .given([registered])
      .when({ type: 'RegisterStudent', data: { accountId, studentId, profile, rule: 'student', origin: 'panel', now } })
      .thenNothingHappens();
  });

  it('updates the profile', () => {
    const changed = { ...profile, phone: '5511987654321' };
    spec
      .given([registered])
      .when({ type: 'UpdateStudentProfile', data: { accountId, studentId, profile: changed, now } })
      .then([{ type: 'StudentProfileUpdated', data: { accountId, studentId, profile: changed, updatedAt: now } }]);
  });

  it('records nothing when the profile did not change', () => {
    spec
      .given([registered])
      .when({ type: 'UpdateStudentProfile', data: { accountId, studentId, profile, now } })
      .thenNothingHappens();
  });

  it('refuses to update a student that does not exist', () => {
    spec
      .given([])
      .when({ type: 'UpdateStudentProfile', data: { accountId, studentId, profile, now } })
      .thenThrows(NotFoundError, messages.studentNotFound);
  });

  it("refuses to touch another account's student as if it did not exist", () => {
    spec
      .given([registered])
      .when({ type: 'UpdateStudentProfile', data: { accountId: 'acc-2', studentId, profile, now } })
      .thenThrows(NotFoundError, messages.studentNotFound);
    spec
      .given([registered])
      .when({ type: 'DeleteStudent', data: { accountId: 'acc-2', studentId, now } })
      .thenThrows(NotFoundError, messages.studentNotFound);
  });

  it('deletes a student once', () => {
    const deleted: StudentEvent = { type: 'StudentDeleted', data: { accountId, studentId, deletedAt: now } };
    spec.given([registered]).when({ type: 'DeleteStudent', data: { accountId, studentId, now } }).then([deleted]);
    spec
      .given([registered, deleted])
      .when({ type: 'DeleteStudent', data: { accountId, studentId, now } })
      .thenThrows(IllegalStateError, messages.studentAlreadyDeleted);
    spec
      .given([registered, deleted])
      .when({ type: 'UpdateStudentProfile', data: { accountId, studentId, profile, now } })
      .thenThrows(IllegalStateError, messages.studentAlreadyDeleted);
  });
});
