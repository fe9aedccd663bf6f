export * from './events.ts';
export * from './input.ts';
export * from './readModel.ts';
export * from './staff.ts';
