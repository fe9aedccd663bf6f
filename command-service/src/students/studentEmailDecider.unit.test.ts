import { messages } from '@gym/contracts';
import { ValidationError } from '@gym/platform';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import { studentEmailDecider } from './studentEmailDecider.ts';

const claim = (studentId: string) => ({
  type: 'ClaimStudentEmail' as const,
  data: { accountId: 'a', email: 'x@y.com', studentId },
});
const claimed = (studentId: string) => ({
  type: 'StudentEmailClaimed' as const,
  data: { accountId: 'a', email: 'x@y.com', studentId },
});
const released = (studentId: string) => ({
  type: 'StudentEmailReleased' as const,
  data: { accountId: 'a', email: 'x@y.com', studentId },
});
const spec = deciderSpec(studentEmailDecider);

describe('student e-mail claim decider', () => {
  it('claims a free e-mail', () =>
    spec
      .given([])
      .when(claim('s1'))
      .then([claimed('s1')]));
  it('is idempotent for the owner', () =>
    spec
      .given([claimed('s1')])
      .when(claim('s1'))
      .thenNothingHappens());
  it('refuses an e-mail owned by another student, on the e-mail field', () => {
    const error = spec
      .given([claimed('s1')])
      .when(claim('s2'))
      .thenThrows(ValidationError, messages.emailTaken) as ValidationError;
    expect(error.issues).toEqual([{ path: ['input', 'email'], message: messages.emailTaken }]);
  });
  it('lets the owner release it, and then anyone claim it', () => {
    spec
      .given([claimed('s1')])
      .when({ type: 'ReleaseStudentEmail', data: released('s1').data })
      .then([released('s1')]);
    spec
      .given([claimed('s1'), released('s1')])
      .when(claim('s2'))
      .then([claimed('s2')]);
  });
  it('ignores a release by someone who does not own it', () => {
    spec
      .given([claimed('s1')])
      .when({ type: 'ReleaseStudentEmail', data: released('s2').data })
      .thenNothingHappens();
  });
});
