import type { z } from 'zod';
import {
  accountCodeChangedV1,
  accountCodeClaimedV1,
  accountCodeReleasedV1,
  accountCreatedV1,
  accountSettingsChangedV1,
} from '../accounts/events.ts';
import { operatorRegisteredV1 } from '../identity/inputs.ts';
import { passwordRecoveryEventSchemas } from '../passwordRecovery/index.ts';
import { coachCheckinEventSchemas } from '../coachCheckins/index.ts';
import { teamEventSchemas } from '../team/index.ts';
import { paymentOnboardingEventSchemas } from '../paymentOnboarding/index.ts';
import { paymentSettingsEventSchemas, secondProviderWebhookEventSchemas } from '../paymentSettings/index.ts';
import { checkoutAppearanceEventSchemas } from '../checkoutAppearance/index.ts';
import { accountPlanEventSchemas } from '../accountPlans/index.ts';
import { socialEventSchemas } from '../social/index.ts';
import { pointsRulesEventSchemas } from '../pointsRules/index.ts';
import {
  studentDeletedV1,
  studentEmailClaimedV1,
  studentEmailReleasedV1,
  studentProfileUpdatedV1,
  studentRegisteredV1,
} from '../students/events.ts';
import { studentPlanEndedV1, studentPlanStartedV1 } from '../plans/events.ts';
import { checkinRecordedV1 } from '../checkins/events.ts';
import { pointsMovementRecordedV1 } from '../points/events.ts';
import { inboxMessageSentV1 } from '../inbox/events.ts';
import { planEventSchemas } from '../plans/planEventSchemas.ts';
import { branchEventSchemas } from '../branches/registry.ts';
import { programEventSchemas } from '../programs/registry.ts';
import { checkinEventSchemas } from '../checkins/registry.ts';
import { inboxReplySentV1 } from '../inbox/replyEvents.ts';
import { studentPasswordResetV1 } from '../passwordReset/events.ts';
import { reviewableListedV1, reviewSubmittedV1 } from '../reviews/events.ts';
import { reviewRepliedV1 } from '../reviews/staff.ts';
import { campaignEventSchemas } from '../campaigns/eventSchemas.ts';
import { checkoutEventSchemas } from '../checkout/events.ts';
import { privacyEventSchemas } from '../privacy/personalData.ts';
import { exerciseEventSchemas } from '../exercises/events.ts';
import { recordEventSchemas } from '../records/records.ts';
import { workoutRoutineEventSchemas } from '../workoutRoutines/events.ts';
import { courseEventSchemas } from '../courses/registry.ts';
import { billingEventSchemas } from '../billing/events.ts';
import { qrCheckinEventSchemas } from '../memberApp/qrCheckin.ts';
import { appVisitEventSchemas } from '../memberApp/appVisits.ts';
import { memberAppCustomizationEventSchemas } from '../memberAppCustomization/index.ts';

interface EventSchemaEntry {
  /** The version new events are written with. */
  readonly version: number;
  readonly schema: z.ZodType;
  /** Upcasters from older versions: `upcast[v]` turns version v data into version v + 1. */
  readonly upcast?: Readonly<Record<number, (data: unknown) => unknown>>;
}

/** Every event type of the product with its current schema version. */
export const eventSchemas = {
  AccountCreated: { version: 1, schema: accountCreatedV1 },
  AccountSettingsChanged: { version: 1, schema: accountSettingsChangedV1 },
  AccountCodeClaimed: { version: 1, schema: accountCodeClaimedV1 },
  AccountCodeChanged: { version: 1, schema: accountCodeChangedV1 },
  AccountCodeReleased: { version: 1, schema: accountCodeReleasedV1 },
  OperatorRegistered: { version: 1, schema: operatorRegisteredV1 },
  StudentRegistered: { version: 1, schema: studentRegisteredV1 },
  StudentProfileUpdated: { version: 1, schema: studentProfileUpdatedV1 },
  StudentDeleted: { version: 1, schema: studentDeletedV1 },
  StudentEmailClaimed: { version: 1, schema: studentEmailClaimedV1 },
  StudentEmailReleased: { version: 1, schema: studentEmailReleasedV1 },
  StudentPlanStarted: { version: 1, schema: studentPlanStartedV1 },
  StudentPlanEnded: { version: 1, schema: studentPlanEndedV1 },
  CheckinRecorded: { version: 1, schema: checkinRecordedV1 },
  PointsMovementRecorded: { version: 1, schema: pointsMovementRecordedV1 },
  InboxMessageSent: { version: 1, schema: inboxMessageSentV1 },
  ...planEventSchemas,
  ...branchEventSchemas,
  ...programEventSchemas,
  ...checkinEventSchemas,
  InboxReplySent: { version: 1, schema: inboxReplySentV1 },
  StudentPasswordReset: { version: 1, schema: studentPasswordResetV1 },
  ReviewSubmitted: { version: 1, schema: reviewSubmittedV1 },
  ReviewReplied: { version: 1, schema: reviewRepliedV1 },
  ReviewableListed: { version: 1, schema: reviewableListedV1 },
  ...campaignEventSchemas,
  ...checkoutEventSchemas,
  ...privacyEventSchemas,
  ...exerciseEventSchemas,
  ...recordEventSchemas,
  ...courseEventSchemas,
  ...passwordRecoveryEventSchemas,
  ...coachCheckinEventSchemas,
  ...teamEventSchemas,
  ...paymentOnboardingEventSchemas,
  ...paymentSettingsEventSchemas,
  ...secondProviderWebhookEventSchemas,
  ...checkoutAppearanceEventSchemas,
  ...workoutRoutineEventSchemas,
  ...billingEventSchemas,
  ...accountPlanEventSchemas,
  ...socialEventSchemas,
  ...qrCheckinEventSchemas,
  ...appVisitEventSchemas,
  ...pointsRulesEventSchemas,
  ...memberAppCustomizationEventSchemas,
} as const satisfies Record<string, EventSchemaEntry>;

export type EventType = keyof typeof eventSchemas;

export function isKnownEventType(type: string): type is EventType {
  return Object.hasOwn(eventSchemas, type);
}

export function currentSchemaVersion(type: EventType): number {
  return eventSchemas[type].version;
}

/**
 * Brings stored event data up to the current version, then validates it. Unknown types pass
 * through untouched so that a reader never breaks on events written by a newer writer.
 */
export function upcastEventData(type: string, version: number, data: unknown): unknown {
  if (!isKnownEventType(type)) return data;
  const entry: EventSchemaEntry = eventSchemas[type];
  let current = data;
  for (let v = version; v < entry.version; v++) {
    const step = entry.upcast?.[v];
    if (!step) throw new Error(`No upcaster for ${type} v${v}`);
    current = step(current);
  }
  return entry.schema.parse(current);
}

/** Validates event data against its schema before it is appended (a writer-side guard). */
export function validateEventData(type: string, data: unknown): void {
  if (!isKnownEventType(type))
    throw new Error(`Unknown event type ${type}: add it to contracts/src/events/registry.ts`);
  eventSchemas[type].schema.parse(data);
}

/** The data of each event type as its current schema gives it: what projections are typed over. */
export type EventDataMap = { readonly [T in EventType]: z.infer<(typeof eventSchemas)[T]['schema']> };
