export * from './inputs.ts';
