import { branchChangedV1, branchCodeClaimedV1, branchCreatedV1 } from './events.ts';

/** Branch (filial) events: spread into the product's event registry. */
export const branchEventSchemas = {
  BranchCreated: { version: 1, schema: branchCreatedV1 },
  BranchChanged: { version: 1, schema: branchChangedV1 },
  BranchCodeClaimed: { version: 1, schema: branchCodeClaimedV1 },
} as const;
