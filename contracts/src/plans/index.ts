export * from './events.ts';
export * from './enums.ts';
export * from './dates.ts';
export * from './planMessages.ts';
export * from './planInput.ts';
export * from './studentPlanInput.ts';
export * from './planEvents.ts';
export * from './readModel.ts';
