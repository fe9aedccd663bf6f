import { branchAdminOperations } from '../branches/branchResolvers.ts';
import { programAdminOperations } from '../programs/programResolvers.ts';
import type { Services } from '../services.ts';
import { checkinAdminOperations } from './checkinResolvers.ts';

/** Branches, programs, classes and check-ins on the admin endpoint (one spread in schemas.ts). */
export const checkinsFeatureAdminOperations = (svc: Services) => ({
  ...branchAdminOperations(svc),
  ...programAdminOperations(svc),
  ...checkinAdminOperations(svc),
});
