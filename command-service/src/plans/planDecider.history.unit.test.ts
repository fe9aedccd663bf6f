import { planInputSchema, planMessages, type PlanFields } from '@gym/contracts';
import { IllegalStateError } from '@gym/platform';
import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import { planDecider } from './planDecider.ts';

// The catalogue plan's stream read back: a retried creation, and a change as the next command sees it.
const spec = deciderSpec(planDecider);
const { id: _id, ...fields } = planInputSchema.parse({ name: 'Mensal', value: 9990, recurrence: 'month' });
const plan: PlanFields = { ...fields, code: 'abc123' };
const created = {
  type: 'PlanCreated' as const,
  data: { accountId: 'acc-a', planId: 'p1', plan, createdAt: '2026-01-01T00:00:00.000Z' },
};
const now = '2026-01-02T00:00:00.000Z';
const plus: PlanFields = { ...plan, name: 'Mensal Plus' };
const changed = {
  type: 'PlanChanged' as const,
  data: { accountId: 'acc-a', planId: 'p1', plan: plus, changedAt: now },
};

describe('plan catalogue decider: its history', () => {
  it('given a created plan, when the same creation is retried, then nothing happens', () => {
    spec
      .given([created])
      .when({ type: 'CreatePlan', data: { accountId: 'acc-a', planId: 'p1', plan, now } })
      .thenNothingHappens();
  });

  it('given a created plan, when created again with other fields or from another account, then refused', () => {
    spec
      .given([created])
      .when({ type: 'CreatePlan', data: { accountId: 'acc-a', planId: 'p1', plan: plus, now } })
      .thenThrows(IllegalStateError, planMessages.planNotFound);
    spec
      .given([created])
      .when({ type: 'CreatePlan', data: { accountId: 'acc-b', planId: 'p1', plan, now } })
      .thenThrows(IllegalStateError, planMessages.planNotFound);
  });

  it('given a changed plan, when the changed fields are saved again, then nothing happens; the old ones are a change back', () => {
    spec
      .given([created, changed])
      .when({ type: 'ChangePlan', data: { accountId: 'acc-a', planId: 'p1', plan: plus, now } })
      .thenNothingHappens();
    spec
      .given([created, changed])
      .when({ type: 'ChangePlan', data: { accountId: 'acc-a', planId: 'p1', plan, now } })
      .then([{ type: 'PlanChanged', data: { accountId: 'acc-a', planId: 'p1', plan, changedAt: now } }]);
  });

  it('given a changed then archived plan, when changed, then "archived"; when re-created, then refused', () => {
    const archived = { type: 'PlanArchived' as const, data: { accountId: 'acc-a', planId: 'p1', archivedAt: now } };
    spec
      .given([created, changed, archived])
      .when({ type: 'ChangePlan', data: { accountId: 'acc-a', planId: 'p1', plan, now } })
      .thenThrows(IllegalStateError, planMessages.planArchived);
    spec
      .given([created, changed, archived])
      .when({ type: 'ArchivePlan', data: { accountId: 'acc-a', planId: 'p1', now } })
      .thenNothingHappens();
  });
});
