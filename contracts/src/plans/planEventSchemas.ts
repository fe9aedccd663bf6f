import {
  paymentMarkedReceivedV1,
  planArchivedV1,
  planAssignedToStudentV1,
  planChangedV1,
  planCreatedV1,
  studentPlanChangedV1,
  studentPlanPeriodOpenedV1,
  studentPlanRenewalCancelledV1,
  studentPlanStatusChangedV1,
} from './planEvents.ts';
import { planFreezeLimitsSetV1, studentPlanFreezeEndedV1, studentPlanFrozenV1 } from './freezeEvents.ts';

/** The plans feature's own event types, spread into the registry (StudentPlanStarted/Ended are there already). */
export const planEventSchemas = {
  PlanCreated: { version: 1, schema: planCreatedV1 },
  PlanChanged: { version: 1, schema: planChangedV1 },
  PlanArchived: { version: 1, schema: planArchivedV1 },
  PlanAssignedToStudent: { version: 1, schema: planAssignedToStudentV1 },
  StudentPlanChanged: { version: 1, schema: studentPlanChangedV1 },
  StudentPlanStatusChanged: { version: 1, schema: studentPlanStatusChangedV1 },
  PaymentMarkedReceived: { version: 1, schema: paymentMarkedReceivedV1 },
  StudentPlanPeriodOpened: { version: 1, schema: studentPlanPeriodOpenedV1 },
  StudentPlanRenewalCancelled: { version: 1, schema: studentPlanRenewalCancelledV1 },
  StudentPlanFrozen: { version: 1, schema: studentPlanFrozenV1 },
  StudentPlanFreezeEnded: { version: 1, schema: studentPlanFreezeEndedV1 },
  PlanFreezeLimitsSet: { version: 1, schema: planFreezeLimitsSetV1 },
} as const;
