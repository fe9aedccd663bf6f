export * from './registry.ts';
export * from './personalDataRules.ts';
