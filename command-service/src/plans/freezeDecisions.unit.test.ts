import { planMessages } from '@gym/contracts';
import { IllegalStateError, ValidationError } from '@gym/platform';
import { describe, expect, it } from 'vitest';
import { decideEndFreezeEarly, decideFreeze, decideFreezeElapsed, type FreezeSubject } from './freezeDecisions.ts';

const subject: FreezeSubject = {
  accountId: 'a1',
  studentPlanId: 'sp1',
  studentId: 's1',
  planId: 'p1',
  status: 'active',
  endDate: '2026-06-09',
  freeze: null,
  pending: [
    { paymentId: 'sp1_1', dueDate: '2026-04-10', value: 9000 },
    { paymentId: 'sp1_2', dueDate: '2026-05-10', value: 9000 },
  ],
};
const request = {
  startDate: '2026-04-01',
  days: 30,
  reason: 'Férias',
  limits: { minDays: 7, maxDays: 90 },
  now: '2026-03-20T12:00:00.000Z',
  today: '2026-03-20',
};
const frozen = {
  ...subject,
  endDate: '2026-07-09',
  freeze: { startDate: '2026-04-01', endDate: '2026-04-30', days: 30 },
  pending: [
    { paymentId: 'sp1_1', dueDate: '2026-05-10', value: 9000 },
    { paymentId: 'sp1_2', dueDate: '2026-06-09', value: 9000 },
  ],
};

function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a refusal');
}

describe('freezing a student plan (trancamento)', () => {
  it('moves the end date and the pending payments due from the freeze start by the frozen days', () => {
    expect(decideFreeze(subject, request)).toEqual([
      {
        type: 'StudentPlanFrozen',
        data: {
          accountId: 'a1',
          studentPlanId: 'sp1',
          studentId: 's1',
          planId: 'p1',
          startDate: '2026-04-01',
          endDate: '2026-04-30',
          days: 30,
          reason: 'Férias',
          frozenAt: request.now,
          planEndDate: '2026-07-09',
          payments: frozen.pending,
        },
      },
    ]);
  });

  it("refuses lengths outside the account's limits, a start in the past, a plan not active and a second freeze", () => {
    const short = refusal(() => decideFreeze(subject, { ...request, days: 6 }));
    expect(short).toBeInstanceOf(ValidationError);
    expect(short.message).toBe('O trancamento deve ter no mínimo 7 dias');
    expect(refusal(() => decideFreeze(subject, { ...request, days: 91 })).message).toBe(
      'O trancamento deve ter no máximo 90 dias',
    );
    expect(refusal(() => decideFreeze(subject, { ...request, startDate: '2026-03-19' })).message).toBe(
      planMessages.freezeStartInPast,
    );
    const canceled = refusal(() => decideFreeze({ ...subject, status: 'canceled' }, request));
    expect(canceled).toBeInstanceOf(IllegalStateError);
    expect(canceled.message).toBe(planMessages.freezeOnlyActive);
    expect(refusal(() => decideFreeze(frozen, request)).message).toBe(planMessages.freezeInProgress);
  });

  it('ends early: the unused days come back off the moved dates', () => {
    expect(decideEndFreezeEarly(frozen, '2026-04-21')).toEqual([
      {
        type: 'StudentPlanFreezeEnded',
        data: {
          accountId: 'a1',
          studentPlanId: 'sp1',
          studentId: 's1',
          planId: 'p1',
          endedOn: '2026-04-20',
          early: true,
          unusedDays: 10,
          planEndDate: '2026-06-29',
          payments: [
            { paymentId: 'sp1_1', dueDate: '2026-04-30', value: 9000 },
            { paymentId: 'sp1_2', dueDate: '2026-05-30', value: 9000 },
          ],
        },
      },
    ]);
    expect(refusal(() => decideEndFreezeEarly(subject, '2026-04-21')).message).toBe(planMessages.notFrozen);
    expect(refusal(() => decideEndFreezeEarly(frozen, '2026-05-01')).message).toBe(planMessages.notFrozen);
  });

  it('closes a freeze after its last day, with nothing given back', () => {
    expect(decideFreezeElapsed(frozen, '2026-04-30')).toEqual([]);
    expect(decideFreezeElapsed(frozen, '2026-05-01')).toEqual([
      {
        type: 'StudentPlanFreezeEnded',
        data: {
          accountId: 'a1',
          studentPlanId: 'sp1',
          studentId: 's1',
          planId: 'p1',
          endedOn: '2026-04-30',
          early: false,
          unusedDays: 0,
          planEndDate: '2026-07-09',
          payments: frozen.pending,
        },
      },
    ]);
  });
});
