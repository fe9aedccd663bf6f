import type { Decider } from './decider.ts';

/** A tiny counter aggregate used by the kernel tests. */
export type CounterCommand =
  | { type: 'Increment'; data: { by: number } }
  | { type: 'Reset'; data: Record<string, never> };
export type CounterEvent =
  | { type: 'Incremented'; data: { by: number } }
  | { type: 'WasReset'; data: Record<string, never> };
export type CounterState = { value: number };

export const counterDecider: Decider<CounterCommand, CounterEvent, CounterState> = {
  initialState: () => ({ value: 0 }),
  decide: (command, state) => {
    switch (command.type) {
      case 'Increment':
        return [{ type: 'Incremented', data: { by: command.data.by } }];
      case 'Reset':
        // Already at zero: the outcome already happened, nothing to decide.
        return state.value === 0 ? [] : [{ type: 'WasReset', data: {} }];
      default: {
        const exhaustive: never = command;
        return exhaustive;
      }
    }
  },
  evolve: (state, event) => {
    switch (event.type) {
      case 'Incremented':
        return { value: state.value + event.data.by };
      case 'WasReset':
        return { value: 0 };
      default: {
        const exhaustive: never = event;
        return exhaustive;
      }
    }
  },
};
