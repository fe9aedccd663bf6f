export * from './readModel.ts';
export * from './messages.ts';
