export * from './enums.ts';
export * from './accountInput.ts';
export * from './events.ts';
export * from './readModel.ts';
export * from './registration.ts';
export * from './settingsInput.ts';
export * from './billing.ts';
