export * from '../branches/branchesProjection.ts';
export * from '../branches/branchQueries.ts';
export * from '../programs/programsProjection.ts';
export * from '../programs/programQueries.ts';
export * from './checkinsProjection.ts';
export * from './checkinQueries.ts';
