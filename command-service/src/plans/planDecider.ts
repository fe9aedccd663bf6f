import {
  inRange,
  outOfRangeMessage,
  planMessages,
  type PlanEvent,
  type PlanFields,
  type RangeName,
} from '@gym/contracts';
import { IllegalStateError, NotFoundError, ValidationError, type Decider } from '@gym/platform';

export type PlanCommand =
  | { type: 'CreatePlan'; data: { accountId: string; planId: string; plan: PlanFields; now: string } }
  | { type: 'ChangePlan'; data: { accountId: string; planId: string; plan: Omit<PlanFields, 'code'>; now: string } }
  | { type: 'ArchivePlan'; data: { accountId: string; planId: string; now: string } };

export type PlanState = { status: 'none' } | { status: 'listed' | 'archived'; accountId: string; plan: PlanFields };

const samePlan = (a: PlanFields, b: PlanFields) => JSON.stringify(a) === JSON.stringify(b);

/** A plan of another account reads as missing. */
function existingIn(state: PlanState, accountId: string) {
  if (state.status === 'none' || state.accountId !== accountId) throw new NotFoundError(planMessages.planNotFound);
  return state;
}

/** Every number of a plan within its domain range (issue 27): price, installments, period and cycles. */
function checkRanges(plan: Omit<PlanFields, 'code'>): void {
  const fields: ReadonlyArray<readonly ['value' | 'installments' | 'recurrenceValue' | 'cycles', RangeName]> = [
    ['value', 'cents'],
    ['installments', 'installments'],
    ['recurrenceValue', 'recurrenceValue'],
    ['cycles', 'cycles'],
  ];
  const issues = fields
    .filter(([field, range]) => !inRange(range, plan[field] as number))
    .map(([field, range]): { path: string[]; message: string } => ({
      path: [field],
      message: outOfRangeMessage(range),
    }));
  // A credit pack (issue 34) belongs to a Checkin plan and needs both its numbers.
  const credits = plan.creditCheckins ?? null;
  const days = plan.creditValidDays ?? null;
  if ((credits !== null || days !== null) && plan.planType !== 'checkin')
    issues.push({ path: ['creditCheckins'], message: planMessages.creditsOnlyForCheckin });
  else if ((credits === null) !== (days === null))
    issues.push({
      path: [credits === null ? 'creditCheckins' : 'creditValidDays'],
      message: planMessages.creditDaysRequired,
    });
  if (issues.length) throw new ValidationError(issues);
}

/** The plan catalogue: every save is a full field set, so the stream is the plan's history. */
export const planDecider: Decider<PlanCommand, PlanEvent, PlanState> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    switch (command.type) {
      case 'CreatePlan': {
        const { accountId, planId, plan, now } = command.data;
        checkRanges(plan);
        if (state.status !== 'none') {
          if (state.accountId === accountId && samePlan(state.plan, plan)) return [];
          throw new IllegalStateError(planMessages.planNotFound);
        }
        return [{ type: 'PlanCreated', data: { accountId, planId, plan, createdAt: now } }];
      }
      case 'ChangePlan': {
        const { accountId, planId, now } = command.data;
        const current = existingIn(state, accountId);
        if (current.status === 'archived') throw new IllegalStateError(planMessages.planArchived);
        checkRanges(command.data.plan);
        // The code is read-only: it stays what creation gave.
        const plan = { ...command.data.plan, code: current.plan.code };
        if (samePlan(current.plan, plan)) return [];
        return [{ type: 'PlanChanged', data: { accountId, planId, plan, changedAt: now } }];
      }
      case 'ArchivePlan': {
        const { accountId, planId, now } = command.data;
        const current = existingIn(state, accountId);
        if (current.status === 'archived') return [];
        return [{ type: 'PlanArchived', data: { accountId, planId, archivedAt: now } }];
      }
      default: {
        const unreachable: never = command;
        return unreachable;
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'PlanCreated':
        return { status: 'listed', accountId: event.data.accountId, plan: event.data.plan };
      case 'PlanChanged':
        return state.status === 'none' ? state : { ...state, plan: event.data.plan };
      case 'PlanArchived':
        return state.status === 'none' ? state : { ...state, status: 'archived' };
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },
};
