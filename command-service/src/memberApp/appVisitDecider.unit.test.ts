import type { MemberAppOpened } from '@gym/contracts/memberApp/appVisits';
import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import { appVisitDecider, type RecordAppOpened } from './appVisitDecider.ts';

const now = '2026-11-23T12:00:00.000Z';
const open: RecordAppOpened = {
  type: 'RecordAppOpened',
  data: { accountId: 'a', studentId: 's', month: '2026-11', now },
};
const opened: MemberAppOpened = {
  type: 'MemberAppOpened',
  data: { accountId: 'a', studentId: 's', month: '2026-11', openedAt: now },
};
const spec = deciderSpec(appVisitDecider);

describe('app visit decider', () => {
  it("given a member's month without an opening, when the app opens, then MemberAppOpened", () => {
    spec.given([]).when(open).then([opened]);
  });
  it('given the month already counted, when the app opens again, then nothing happens', () => {
    spec.given([opened]).when(open).thenNothingHappens();
  });
});
