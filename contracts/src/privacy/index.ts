export * from './personalData.ts';
export * from './personal.ts';
