import { branchChangedV1, branchCodeClaimedV1, branchCreatedV1 } from '../branches/events.ts';
import {
  programChangedV1,
  programClassChangedV1,
  programClassDeletedV1,
  programClassScheduledV1,
  programCreatedV1,
  programDeletedV1,
} from '../programs/events.ts';
import {
  checkinCancelledV1,
  checkinMarkedNoShowV1,
  checkinSettingsChangedV1,
  checkinValidatedV1,
  studentPromotedFromWaitlistV1,
  waitlistJoinedV1,
  waitlistLeftV1,
} from './bookingEvents.ts';

/** Branches, programs, classes and check-ins: spread into the registry with one line. */
export const checkinsFeatureEventSchemas = {
  BranchCreated: { version: 1, schema: branchCreatedV1 },
  BranchChanged: { version: 1, schema: branchChangedV1 },
  BranchCodeClaimed: { version: 1, schema: branchCodeClaimedV1 },
  ProgramCreated: { version: 1, schema: programCreatedV1 },
  ProgramChanged: { version: 1, schema: programChangedV1 },
  ProgramDeleted: { version: 1, schema: programDeletedV1 },
  ProgramClassScheduled: { version: 1, schema: programClassScheduledV1 },
  ProgramClassChanged: { version: 1, schema: programClassChangedV1 },
  ProgramClassDeleted: { version: 1, schema: programClassDeletedV1 },
  CheckinCancelled: { version: 1, schema: checkinCancelledV1 },
  CheckinValidated: { version: 1, schema: checkinValidatedV1 },
  CheckinMarkedNoShow: { version: 1, schema: checkinMarkedNoShowV1 },
  WaitlistJoined: { version: 1, schema: waitlistJoinedV1 },
  WaitlistLeft: { version: 1, schema: waitlistLeftV1 },
  StudentPromotedFromWaitlist: { version: 1, schema: studentPromotedFromWaitlistV1 },
  CheckinSettingsChanged: { version: 1, schema: checkinSettingsChangedV1 },
} as const;
