import {
  checkinCancelledV1,
  checkinMarkedNoShowV1,
  checkinSettingsChangedV1,
  checkinValidatedV1,
  studentPromotedFromWaitlistV1,
  waitlistJoinedV1,
  waitlistLeftV1,
} from './bookingEvents.ts';

/** Check-in, waitlist and booking-settings events (CheckinRecorded is a cross-feature event of the registry). */
export const checkinEventSchemas = {
  CheckinCancelled: { version: 1, schema: checkinCancelledV1 },
  CheckinValidated: { version: 1, schema: checkinValidatedV1 },
  CheckinMarkedNoShow: { version: 1, schema: checkinMarkedNoShowV1 },
  WaitlistJoined: { version: 1, schema: waitlistJoinedV1 },
  WaitlistLeft: { version: 1, schema: waitlistLeftV1 },
  StudentPromotedFromWaitlist: { version: 1, schema: studentPromotedFromWaitlistV1 },
  CheckinSettingsChanged: { version: 1, schema: checkinSettingsChangedV1 },
} as const;
