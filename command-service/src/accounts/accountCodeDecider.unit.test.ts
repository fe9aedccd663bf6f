import { messages } from '@gym/contracts';
import { ValidationError } from '@gym/platform';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import { accountCodeDecider } from './accountCodeDecider.ts';

// One stream per code: whoever appends first owns the address; only the owner frees it (issue 23).
const claimed = { type: 'AccountCodeClaimed' as const, data: { code: 'forte', accountId: 'a1' } };
const released = { type: 'AccountCodeReleased' as const, data: { code: 'forte', accountId: 'a1' } };
const codeSpec = deciderSpec(accountCodeDecider);

describe('account code decider: the claim', () => {
  it('given a free code, when an account claims it, then it is theirs', () => {
    codeSpec.given([]).when({ type: 'ClaimAccountCode', data: claimed.data }).then([claimed]);
  });

  it('given a code claimed by an account, when the same account claims it again, then nothing happens', () => {
    codeSpec.given([claimed]).when({ type: 'ClaimAccountCode', data: claimed.data }).thenNothingHappens();
  });

  it('given a code claimed by an account, when another account claims it, then it is refused under the code field', () => {
    const error = codeSpec
      .given([claimed])
      .when({ type: 'ClaimAccountCode', data: { code: 'forte', accountId: 'a2' } })
      .thenThrows(ValidationError, messages.accountCodeTaken);
    expect((error as ValidationError).issues).toEqual([
      { path: ['input', 'code'], message: messages.accountCodeTaken },
    ]);
  });
});

describe('account code decider: the release', () => {
  it('given a free code, when an account releases it, then nothing happens', () => {
    codeSpec.given([]).when({ type: 'ReleaseAccountCode', data: claimed.data }).thenNothingHappens();
  });

  it('given a code claimed by an account, when that account releases it, then it is released', () => {
    codeSpec.given([claimed]).when({ type: 'ReleaseAccountCode', data: claimed.data }).then([released]);
  });

  it('given a code claimed by an account, when another account releases it, then nothing happens', () => {
    codeSpec
      .given([claimed])
      .when({ type: 'ReleaseAccountCode', data: { code: 'forte', accountId: 'a2' } })
      .thenNothingHappens();
  });

  it('given a released code, when another account claims it, then it is theirs', () => {
    codeSpec
      .given([claimed, released])
      .when({ type: 'ClaimAccountCode', data: { code: 'forte', accountId: 'a2' } })
      .then([{ type: 'AccountCodeClaimed', data: { code: 'forte', accountId: 'a2' } }]);
  });

  it('given a released code claimed again, when the first account claims it, then it is refused', () => {
    codeSpec
      .given([claimed, released, { type: 'AccountCodeClaimed', data: { code: 'forte', accountId: 'a2' } }])
      .when({ type: 'ClaimAccountCode', data: claimed.data })
      .thenThrows(ValidationError, messages.accountCodeTaken);
  });

  it('given a released code, when it is released again, then nothing happens', () => {
    codeSpec.given([claimed, released]).when({ type: 'ReleaseAccountCode', data: claimed.data }).thenNothingHappens();
  });
});
