import {
  canAppendToStreams,
  foldStream,
  handleCommand,
  handleCommandsTogether,
  type Decider,
  type DomainEvent,
  type EventStore,
  type GroupedCommand,
} from '@gym/platform';

/** Folds a stream into its current state (for reads that must see the write side, not a projection). */
export async function loadState<C, E extends DomainEvent, S>(
  eventStore: EventStore,
  decider: Decider<C, E, S>,
  streamId: string,
): Promise<S> {
  const { events } = await eventStore.readStream(streamId);
  return foldStream(decider, events);
}

export const streams = {
  account: (accountId: string) => `account-${accountId}`,
  accountCode: (code: string) => `accountCode-${code}`,
  student: (studentId: string) => `student-${studentId}`,
  operator: (operatorId: string) => `operator-${operatorId}`,
  // Read by more than one feature (the entitlement folds them): named here, below the features.
  plan: (planId: string) => `plan-${planId}`,
  studentPlan: (studentPlanId: string) => `studentPlan-${studentPlanId}`,
  recurringBilling: (studentPlanId: string) => `recurringBilling-${studentPlanId}`,
  checkinSettings: (accountId: string) => `checkinSettings-${accountId}`,
  billingLadder: (accountId: string) => `billingLadder-${accountId}`,
} as const;

/** Commands on several streams recorded together: one transaction when the store can, else in order. */
export async function handleAll(
  svc: { readonly eventStore: EventStore },
  commands: readonly GroupedCommand[],
): Promise<number> {
  if (canAppendToStreams(svc.eventStore)) {
    const results = await handleCommandsTogether(svc.eventStore, commands);
    return Math.max(0, ...results.map((r) => r.position));
  }
  let position = 0;
  for (const command of commands)
    position = Math.max(position, (await handleCommand(svc.eventStore, command as never)).position);
  return position;
}
