import type { CheckinSettings } from '@gym/contracts';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import { checkinIdOf, classDayDecider, type ClassDayEvent, type ClassFacts } from './classDayDecider.ts';
import { noCheckinLimits } from './checkinSettingsDecider.ts';

// The class-day decider's fixtures: Monday 23/11/2026 09:00 in São Paulo (12:00Z); the class 'cl' runs
// 10:00-11:00 (13:00Z-14:00Z) on every day of the week unless a test narrows its days.
export const now = '2026-11-23T12:00:00.000Z';
export const classDate = '2026-11-23';

export const facts = (limit: number | null = 2, settings: Partial<CheckinSettings> = {}): ClassFacts => ({
  accountId: 'acc',
  branchId: 'br',
  programId: 'pr',
  programName: 'Musculação',
  programClassId: 'cl',
  classDate,
  startTime: '10:00',
  endTime: '11:00',
  limit,
  weekDays: [0, 1, 2, 3, 4, 5, 6],
  maximumCheckinsPerDay: null,
  passProvider: 'gympass',
  gymId: null,
  settings: { ...noCheckinLimits, ...settings },
});

export const idOf = (studentId: string) => checkinIdOf('cl', classDate, studentId);

export const checkIn = (studentId: string, over: Record<string, unknown> = {}, c = facts()) => ({
  type: 'CheckIn' as const,
  data: {
    class: c,
    checkinId: idOf(studentId),
    studentId,
    pass: null,
    frozenUntil: null,
    entitlement: null,
    force: false,
    joinWaitlist: false,
    otherCheckinsInProgramToday: 0,
    now,
    ...over,
  },
});

export const recorded = (
  studentId: string,
  at = now,
  forced = false,
  date = classDate,
  forcedBy: string | null = null,
): ClassDayEvent => ({
  type: 'CheckinRecorded',
  data: {
    accountId: 'acc',
    checkinId: checkinIdOf('cl', date, studentId),
    studentId,
    branchId: 'br',
    programId: 'pr',
    programClassId: 'cl',
    classDate: date,
    startTime: '10:00',
    status: 'validated',
    forced,
    ...(forced ? { forcedBy } : {}),
    recordedAt: at,
  },
});

export const joined = (studentId: string): ClassDayEvent => ({
  type: 'WaitlistJoined',
  data: {
    accountId: 'acc',
    programClassId: 'cl',
    classDate,
    studentId,
    branchId: 'br',
    programId: 'pr',
    startTime: '10:00',
    joinedAt: now,
  },
});

export const cancelled = (studentId: string, at = now): ClassDayEvent => ({
  type: 'CheckinCancelled',
  data: { accountId: 'acc', programClassId: 'cl', classDate, checkinId: idOf(studentId), studentId, cancelledAt: at },
});

export const spec = deciderSpec(classDayDecider);
