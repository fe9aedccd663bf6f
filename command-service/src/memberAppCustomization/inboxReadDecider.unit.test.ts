import type { MemberAppInboxRead } from '@gym/contracts/memberAppCustomization/index';
import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import { inboxReadDecider } from './inboxReadDecider.ts';

const accountId = 'a1';
const studentId = 's1';
const now = '2026-11-24T12:00:00.000Z';
const read = (readAt: string): MemberAppInboxRead => ({
  type: 'MemberAppInboxRead',
  data: { accountId, studentId, readAt },
});
const spec = deciderSpec(inboxReadDecider);

describe('inbox read decider', () => {
  it('given nothing read, when the member opens messages with some unread, then MemberAppInboxRead', () => {
    spec
      .given([])
      .when({ type: 'MarkInboxRead', data: { accountId, studentId, unread: 2, now } })
      .then([read(now)]);
  });

  it('given messages read before, when new ones arrived, then it is recorded again at the new time', () => {
    const later = '2026-11-25T12:00:00.000Z';
    spec
      .given([read(now)])
      .when({ type: 'MarkInboxRead', data: { accountId, studentId, unread: 1, now: later } })
      .then([read(later)]);
  });

  it('when the member opens messages with nothing unread, then nothing is recorded', () => {
    spec
      .given([])
      .when({ type: 'MarkInboxRead', data: { accountId, studentId, unread: 0, now } })
      .thenNothingHappens();
    spec
      .given([read(now)])
      .when({ type: 'MarkInboxRead', data: { accountId, studentId, unread: 0, now } })
      .thenNothingHappens();
  });
});
