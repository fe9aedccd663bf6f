import { defaultPointsRules, type PointsRules } from '@gym/contracts';
import type { RecordedEvent } from '@gym/platform';

// The points rules' fixtures: one account, one student, the triggering events as the log records them.
export const accountId = 'acc-1';
export const studentId = 'stu-1';

let position = 0;
export function recorded(type: string, data: object, id = `e${position + 1}`): RecordedEvent {
  position += 1;
  return {
    id,
    type,
    data: { accountId, ...data },
    schemaVersion: 1,
    metadata: {},
    streamId: `test-${type}`,
    streamRevision: 0,
    position,
    recordedAt: '2026-11-24T12:00:00.000Z',
  };
}

export const rulesOn = (over: Partial<PointsRules>): PointsRules => ({ ...defaultPointsRules, ...over });

export const rulesChanged = (rules: PointsRules) =>
  ({ type: 'PointsRulesChanged', data: { accountId, rules, changedAt: '2026-11-24T12:00:00.000Z' } }) as const;

export const minimumSet = (minimumCheckinsToPoints: number | null) =>
  ({
    type: 'CheckinSettingsChanged',
    data: {
      accountId,
      settings: {
        daysAheadCheckin: null,
        hoursAheadCheckin: null,
        hoursBeforeRemoveCheckin: null,
        minimumCheckinsGympass: null,
        minimumCheckinsToPoints,
      },
      changedAt: '2026-11-24T12:00:00.000Z',
    },
  }) as const;

export const checkin = (checkinId: string, classDate = '2026-11-24', status = 'validated') =>
  ({
    type: 'CheckinRecorded',
    data: {
      accountId,
      checkinId,
      studentId,
      branchId: 'b1',
      programId: 'p1',
      programClassId: 'c1',
      classDate,
      startTime: '18:00',
      status,
      forced: false,
      recordedAt: '2026-11-24T12:00:00.000Z',
    },
  }) as const;

export const review = (reviewId: string, previousRating: number | null = null) =>
  ({
    type: 'ReviewSubmitted',
    data: {
      accountId,
      reviewId,
      userId: studentId,
      userName: 'Ana Souza',
      reviewableType: 'program_class',
      reviewableId: 'c1',
      rating: 5,
      comment: null,
      previousRating,
      submittedAt: '2026-11-24T12:00:00.000Z',
    },
  }) as const;

export const personalRecord = (recordId: string, isPersonalBest: boolean) =>
  ({
    type: 'PersonalRecordSet',
    data: {
      accountId,
      recordId,
      studentId,
      exerciseId: 'x1',
      exerciseType: 'weight',
      value: 100,
      recordedOn: '2026-11-24',
      enteredBy: 'staff',
      enteredById: null,
      isPersonalBest,
      recordedAt: '2026-11-24T12:00:00.000Z',
    },
  }) as const;
