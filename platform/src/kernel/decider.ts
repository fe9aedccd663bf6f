import type { EventMetadata } from '../ports/eventStore.ts';

/** A domain event as deciders produce it: a read-only tagged union member. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly data: Data;
}

/**
 * The pure heart of an aggregate: no I/O, no clock, no randomness. Time, ids and looked-up facts
 * come in with the command, so a retry or a test replays exactly.
 */
export interface Decider<Command, Event extends DomainEvent, State> {
  /** Returns the events that record the decision; throws a DomainError to refuse. */
  decide(command: Command, state: State): readonly Event[];
  evolve(state: State, event: Event): State;
  initialState(): State;
}

export interface CommandContext {
  readonly metadata: EventMetadata;
}

/**
 * Folds a stream's recorded events into the decider's state. The one place a stored event becomes the
 * decider's event type: the store checked its data against the contracts' schema when it was appended
 * (`schemaCheckedEventStore`) and upcasts older versions on read, so the cast only names what was checked.
 */
export function foldStream<E extends DomainEvent, S>(
  decider: Pick<Decider<unknown, E, S>, 'evolve' | 'initialState'>,
  events: readonly { readonly type: string; readonly data: unknown }[],
): S {
  return events.reduce((state, event) => decider.evolve(state, event as E), decider.initialState());
}
