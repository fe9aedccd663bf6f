import { messages, type StudentErased } from '@gym/contracts';
import { NotFoundError } from '@gym/platform';
import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import { erasureDecider, type EraseStudent } from './erasureDecider.ts';

const now = '2026-11-24T12:00:00.000Z';
const erase = (studentAccountId: string | null): EraseStudent => ({
  type: 'EraseStudent',
  data: { accountId: 'acc-1', studentId: 'stu-1', studentAccountId, now },
});
const erased: StudentErased = {
  type: 'StudentErased',
  data: { accountId: 'acc-1', studentId: 'stu-1', erasedAt: now },
};
const spec = deciderSpec(erasureDecider);

describe('erasure decider', () => {
  it('records the erasure of a student of the account', () => {
    spec.given([]).when(erase('acc-1')).then([erased]);
  });
  it('does nothing the second time', () => {
    spec.given([erased]).when(erase('acc-1')).thenNothingHappens();
  });
  it('refuses a student of another account or none as not found', () => {
    spec.given([]).when(erase('acc-2')).thenThrows(NotFoundError, messages.studentNotFound);
    spec.given([]).when(erase(null)).thenThrows(NotFoundError, messages.studentNotFound);
  });
});
