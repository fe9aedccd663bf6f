export * from './constants.ts';
export * from './messages.ts';
export * from './events.ts';
export * from './formRules.ts';
export * from './request.ts';
export * from './nextSteps.ts';
