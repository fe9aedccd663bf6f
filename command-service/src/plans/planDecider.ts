import { planMessages, type PlanEvent, type PlanFields } from '@gym/contracts';
import { IllegalStateError, NotFoundError, type Decider } from '@gym/platform';

export type PlanCommand =
  | { type: 'CreatePlan'; data: { accountId: string; planId: string; plan: PlanFields; now: string } }
  | { type: 'ChangePlan'; data: { accountId: string; planId: string; plan: Omit<PlanFields, 'code'>; now: string } }
  | { type: 'ArchivePlan'; data: { accountId: string; planId: string; now: string } };

export type PlanState =
  | { status: 'none' }
  | { status: 'listed' | 'archived'; accountId: string; plan: PlanFields };

const samePlan = (a: PlanFields, b: PlanFields) => JSON.stringify(a) === JSON.stringify(b);

/** A plan of another account reads as missing. */
function existingIn(state: PlanState, accountId: string) {
  if (state.status === 'none' || state.accountId !== accountId) throw new NotFoundError(planMessages.planNotFound);
  return state;
}

/** The plan catalogue: every save is a full field set, so the stream is the plan's history. */
export const planDecider: Decider<PlanCommand, PlanEvent, PlanState> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    switch (command.type) {
      case 'CreatePlan': {
        const { accountId, planId, plan, now } = command.data;
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
