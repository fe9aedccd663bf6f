export * from './readModels.ts';
export * from './students/studentsProjection.ts';
export * from './students/studentQueries.ts';
export * from './students/studentCountsProjection.ts';
export * from './accounts/accountsProjection.ts';
export * from './accounts/accountQueries.ts';
export * from './relay/relay.ts';
export * from './campaigns/index.ts';
