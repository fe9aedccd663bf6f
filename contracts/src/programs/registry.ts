import {
  programChangedV1,
  programClassChangedV1,
  programClassDeletedV1,
  programClassScheduledV1,
  programCreatedV1,
  programDeletedV1,
} from './events.ts';

/** Program and class-schedule events: spread into the product's event registry. */
export const programEventSchemas = {
  ProgramCreated: { version: 1, schema: programCreatedV1 },
  ProgramChanged: { version: 1, schema: programChangedV1 },
  ProgramDeleted: { version: 1, schema: programDeletedV1 },
  ProgramClassScheduled: { version: 1, schema: programClassScheduledV1 },
  ProgramClassChanged: { version: 1, schema: programClassChangedV1 },
  ProgramClassDeleted: { version: 1, schema: programClassDeletedV1 },
} as const;
