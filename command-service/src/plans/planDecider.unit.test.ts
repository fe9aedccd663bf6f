import { planInputSchema, planMessages, type PlanFields } from '@gym/contracts';
import { IllegalStateError, NotFoundError } from '@gym/platform';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import { planDecider } from './planDecider.ts';

const spec = deciderSpec(planDecider);
const { id: _id, ...fields } = planInputSchema.parse({ name: 'Mensal', value: 9990, recurrence: 'month' });
const plan: PlanFields = { ...fields, code: 'abc123' };
const created = {
  type: 'PlanCreated' as const,
  data: { accountId: 'acc-a', planId: 'p1', plan, createdAt: '2026-01-01T00:00:00.000Z' },
};
const now = '2026-01-02T00:00:00.000Z';

describe('plan catalogue decider', () => {
  it('creates a plan', () => {
    spec
      .given([])
      .when({ type: 'CreatePlan', data: { accountId: 'acc-a', planId: 'p1', plan, now: created.data.createdAt } })
      .then([created]);
  });

  it('records a change with the whole field set, keeping the read-only code', () => {
    spec
      .given([created])
      .when({
        type: 'ChangePlan',
        data: { accountId: 'acc-a', planId: 'p1', plan: { ...fields, name: 'Mensal Plus' }, now },
      })
      .then([
        {
          type: 'PlanChanged',
          data: { accountId: 'acc-a', planId: 'p1', plan: { ...plan, name: 'Mensal Plus' }, changedAt: now },
        },
      ]);
  });

  it('decides nothing when the same fields are saved again', () => {
    spec
      .given([created])
      .when({ type: 'ChangePlan', data: { accountId: 'acc-a', planId: 'p1', plan: fields, now } })
      .thenNothingHappens();
  });

  it("refuses another account's plan as missing", () => {
    spec
      .given([created])
      .when({ type: 'ChangePlan', data: { accountId: 'acc-b', planId: 'p1', plan: fields, now } })
      .thenThrows(NotFoundError, planMessages.planNotFound);
    spec
      .given([created])
      .when({ type: 'ArchivePlan', data: { accountId: 'acc-b', planId: 'p1', now } })
      .thenThrows(NotFoundError, planMessages.planNotFound);
    spec
      .given([])
      .when({ type: 'ArchivePlan', data: { accountId: 'acc-a', planId: 'p1', now } })
      .thenThrows(NotFoundError, planMessages.planNotFound);
  });

  it('archives once; an archived plan cannot change', () => {
    const archived = { type: 'PlanArchived' as const, data: { accountId: 'acc-a', planId: 'p1', archivedAt: now } };
    spec
      .given([created])
      .when({ type: 'ArchivePlan', data: { accountId: 'acc-a', planId: 'p1', now } })
      .then([archived]);
    spec
      .given([created, archived])
      .when({ type: 'ArchivePlan', data: { accountId: 'acc-a', planId: 'p1', now } })
      .thenNothingHappens();
    spec
      .given([created, archived])
      .when({ type: 'ChangePlan', data: { accountId: 'acc-a', planId: 'p1', plan: fields, now } })
      .thenThrows(IllegalStateError, planMessages.planArchived);
  });
});

describe('plan input (spec 001 section 5)', () => {
  it("requires a name with 'Nome é obrigatório'", () => {
    const result = planInputSchema.safeParse({ name: ' ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([[['name'], planMessages.planNameRequired]]);
  });

  it('normalises cycles, recurrenceValue and installments, and defaults type, visibility and billing trigger', () => {
    expect(planInputSchema.parse({ name: 'X', cycles: -2, recurrenceValue: 0, installments: -1 })).toMatchObject({
      cycles: 0,
      recurrenceValue: 1,
      installments: 1,
      planType: 'normal',
      visibility: 'everywhere',
      billingTriggerType: 'inicio_do_periodo',
      value: 0,
      color: null,
    });
    expect(planInputSchema.parse({ name: 'X', cycles: 3, recurrenceValue: 2, installments: 6 })).toMatchObject({
      cycles: 3,
      recurrenceValue: 2,
      installments: 6,
    });
  });

  it('refuses a bad colour and money that is not whole cents', () => {
    expect(planInputSchema.safeParse({ name: 'X', color: 'red' }).error?.issues[0]?.message).toBe(
      planMessages.invalidColor,
    );
    expect(planInputSchema.safeParse({ name: 'X', value: 10.5 }).error?.issues[0]?.message).toBe(
      planMessages.invalidValue,
    );
  });
});
