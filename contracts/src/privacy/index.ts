export * from './personalData.ts';
