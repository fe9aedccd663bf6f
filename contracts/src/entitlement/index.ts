export * from './entitlement.ts';
