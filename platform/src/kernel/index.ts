// The event-sourcing kernel: decider type, errors, command handling, projections and their runner.
export * from './decider.ts';
export * from './errors.ts';
export * from './projection.ts';
export * from './clock.ts';
export * from './ids.ts';
export * from './handleCommand.ts';
export * from './handleCommands.ts';
export * from './projectBatch.ts';
export * from './projectorRunner.ts';
export * from './rebuildProjector.ts';
export * from './schemaCheckedEventStore.ts';
export * from './personalDataEventStore.ts';
