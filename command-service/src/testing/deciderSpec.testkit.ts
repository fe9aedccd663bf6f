import type { Decider, DomainEvent } from '@gym/platform';
import { expect } from 'vitest';

/**
 * Given events / when command / then events (or then error), in the style of Emmett's
 * DeciderSpecification: the decider's behaviour read as a sentence.
 */
export function deciderSpec<C, E extends DomainEvent, S>(decider: Decider<C, E, S>) {
  return {
    given(events: readonly E[]) {
      const state = events.reduce(decider.evolve, decider.initialState());
      return {
        when(command: C) {
          const run = () => decider.decide(command, state);
          return {
            // biome-ignore lint/suspicious/noThenProperty: given/when/then by design; a spec is never awaited
            then(expected: readonly E[]) {
              expect(run()).toEqual(expected);
            },
            thenNothingHappens() {
              expect(run()).toEqual([]);
            },
            thenThrows(errorClass: new (...args: any[]) => Error, message: string) {
              let caught: unknown;
              try {
                run();
              } catch (error) {
                caught = error;
              }
              expect(caught).toBeInstanceOf(errorClass);
              expect((caught as Error).message).toBe(message);
              return caught as Error;
            },
          };
        },
      };
    },
  };
}
