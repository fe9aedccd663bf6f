import {
  checkinMessages,
  decideEntitlement,
  type EntitlementQuestion,
  fillMessage,
  formatDate,
  type PassIntegration,
  type CheckinCancelled,
  type CheckinMarkedNoShow,
  type CheckinRecorded,
  type CheckinSettings,
  type CheckinStatus,
  type CheckinValidated,
  type StudentPromotedFromWaitlist,
  type WaitlistJoined,
  type WaitlistLeft,
} from '@gym/contracts';
import { deterministicId, IllegalStateError, NotFoundError, ValidationError, type Decider } from '@gym/platform';
import { EntitlementRefusedError } from '../entitlement/entitlementError.ts';
import { classInstant, daysBetween, hours, saoPauloToday, weekdayOf } from '@gym/contracts';

/**
 * One class on one date (stream `classDay-<uuidv5(classId, date)>`): the consistency boundary of the
 * class limit. Every check-in, cancellation and waitlist move of that occurrence is decided here with
 * the stream's expected revision, so concurrent requests can never overfill the class.
 */
export type ClassDayEvent =
  | CheckinRecorded
  | CheckinCancelled
  | CheckinValidated
  | CheckinMarkedNoShow
  | WaitlistJoined
  | WaitlistLeft
  | StudentPromotedFromWaitlist;

/** What the handler looked up about the class, its program and the account, passed in with the command. */
export interface ClassFacts {
  readonly accountId: string;
  readonly branchId: string;
  readonly programId: string;
  /** Named in the entitlement's "Seu plano não inclui {programa}". */
  readonly programName: string;
  readonly programClassId: string;
  readonly classDate: string;
  readonly startTime: string;
  readonly endTime: string;
  readonly limit: number | null;
  /** 0 = Sunday ... 6 = Saturday: the days the class takes place. */
  readonly weekDays: readonly number[];
  /** The program's limit of check-ins per student and day (null: none). */
  readonly maximumCheckinsPerDay: number | null;
  /** The branch's gym-pass integration and its gym id. */
  readonly passProvider: PassIntegration;
  readonly gymId: string | null;
  readonly settings: CheckinSettings;
}

/** What the pass provider answered for the token a check-in carries. */
export interface PassCheck {
  readonly provider: PassIntegration;
  readonly accepted: boolean;
}

export type ClassDayCommand =
  | {
      type: 'CheckIn';
      data: {
        class: ClassFacts;
        checkinId: string;
        studentId: string;
        /** The token's check, or null for a check-in without a pass token. */
        pass: PassCheck | null;
        /** End date of a plan freeze covering the class date. */
        frozenUntil: string | null;
        /** The entitlement rule's question (issue 34): the member's plans, usage and the account's policies. */
        entitlement: EntitlementQuestion | null;
        force: boolean;
        /** Who forces it (staff), recorded on the event. */
        forcedBy?: string | null;
        joinWaitlist: boolean;
        /** The student's active check-ins in other classes of the same program that day. */
        otherCheckinsInProgramToday: number;
        now: string;
      };
    }
  | { type: 'CancelCheckin'; data: { class: ClassFacts; checkinId: string; force: boolean; now: string } }
  | { type: 'ValidateCheckin'; data: { class: ClassFacts; checkinId: string; pass: PassCheck | null; now: string } }
  | { type: 'MarkNoShow'; data: { class: ClassFacts; checkinId: string; now: string } }
  | { type: 'LeaveWaitlist'; data: { class: ClassFacts; studentId: string; now: string } };

export interface CheckinEntry {
  readonly checkinId: string;
  readonly studentId: string;
  readonly status: CheckinStatus;
  readonly noShow: boolean;
}
export interface WaitlistEntry {
  readonly studentId: string;
  readonly joinedAt: string;
}
export interface ClassDayState {
  /** Check-ins by id, cancelled ones included (status 'deleted'). */
  readonly checkins: Readonly<Record<string, CheckinEntry>>;
  readonly active: number;
  /** First come, first served. */
  readonly waitlist: readonly WaitlistEntry[];
}

const isActive = (entry: CheckinEntry | undefined) => entry !== undefined && entry.status !== 'deleted';

function recorded(
  c: ClassFacts,
  checkinId: string,
  studentId: string,
  status: CheckinStatus,
  forced: boolean,
  now: string,
  forcedBy: string | null = null,
): CheckinRecorded {
  return {
    type: 'CheckinRecorded',
    data: {
      accountId: c.accountId,
      checkinId,
      studentId,
      branchId: c.branchId,
      programId: c.programId,
      programClassId: c.programClassId,
      classDate: c.classDate,
      startTime: c.startTime,
      status,
      forced,
      ...(forced ? { forcedBy } : {}),
      recordedAt: now,
    },
  };
}

/** The booking window of an account that set none (ours; issue 27): a month ahead. */
export const DEFAULT_DAYS_AHEAD_CHECKIN = 30;

/** The account's booking window (spec 000 'Checkins' settings). */
function assertBookable(c: ClassFacts, now: string): void {
  const nowMs = Date.parse(now);
  if (nowMs >= classInstant(c.classDate, c.endTime)) throw new IllegalStateError(checkinMessages.classOver);
  const { hoursAheadCheckin } = c.settings;
  // An account with no window of its own still gets a default one: a check-in years ahead is refused.
  const daysAheadCheckin = c.settings.daysAheadCheckin ?? DEFAULT_DAYS_AHEAD_CHECKIN;
  if (daysBetween(saoPauloToday(now), c.classDate) > daysAheadCheckin) {
    throw new IllegalStateError(fillMessage(checkinMessages.tooEarlyDays, { days: daysAheadCheckin }));
  }
  if (hoursAheadCheckin !== null && classInstant(c.classDate, c.startTime) - nowMs > hours(hoursAheadCheckin)) {
    throw new IllegalStateError(fillMessage(checkinMessages.tooEarlyHours, { hours: hoursAheadCheckin }));
  }
}

/** A check-in without a token is validated; with one, the provider must have accepted it. */
export function passStatus(pass: PassCheck | null): CheckinStatus {
  if (!pass) return 'validated';
  const label = pass.provider === 'gympass' ? 'Gympass' : 'Totalpass';
  if (!pass.accepted)
    throw new ValidationError([
      { path: ['token'], message: fillMessage(checkinMessages.invalidPassToken, { provider: label }) },
    ]);
  return pass.provider === 'gympass' ? 'checkin gympass' : 'checkin totalpass';
}

function entryOf(state: ClassDayState, checkinId: string): CheckinEntry {
  const entry = state.checkins[checkinId];
  if (!entry) throw new NotFoundError(checkinMessages.notFound);
  return entry;
}

export const classDayDecider: Decider<ClassDayCommand, ClassDayEvent, ClassDayState> = {
  initialState: () => ({ checkins: {}, active: 0, waitlist: [] }),

  decide(command, state) {
    switch (command.type) {
      case 'CheckIn': {
        const { class: c, checkinId, studentId, force, joinWaitlist, now } = command.data;
        if (!c.weekDays.includes(weekdayOf(c.classDate)))
          throw new ValidationError([{ path: ['classDate'], message: checkinMessages.notOnWeekday }]);
        const status = passStatus(command.data.pass);
        // A frozen plan (trancamento) accepts no check-in, forced or not: staff end the freeze first.
        if (command.data.frozenUntil)
          throw new IllegalStateError(
            fillMessage(checkinMessages.planFrozen, { endDate: formatDate(command.data.frozenUntil) }),
          );
        if (isActive(state.checkins[checkinId])) throw new IllegalStateError(checkinMessages.alreadyCheckedIn);
        // The entitlement rule (plan, overdue, program, limits, no-shows): the same answer on every path; staff's
        // "Forçar checkin" overrides it, recorded with who forced it.
        if (command.data.entitlement && !force) {
          const answer = decideEntitlement(command.data.entitlement);
          if (!answer.allowed) throw new EntitlementRefusedError(answer);
        }
        // Staff may force a check-in past the limit, the window and the daily maximum (spec 'force check-in').
        if (!force) {
          assertBookable(c, now);
          const max = c.maximumCheckinsPerDay;
          if (max !== null && command.data.otherCheckinsInProgramToday >= max) {
            throw new IllegalStateError(fillMessage(checkinMessages.maxPerDay, { max }));
          }
          if (c.limit !== null && state.active >= c.limit) {
            if (!joinWaitlist) throw new IllegalStateError(fillMessage(checkinMessages.classFull, { limit: c.limit }));
            if (state.waitlist.some((w) => w.studentId === studentId))
              throw new IllegalStateError(checkinMessages.alreadyOnWaitlist);
            return [
              {
                type: 'WaitlistJoined',
                data: {
                  accountId: c.accountId,
                  programClassId: c.programClassId,
                  classDate: c.classDate,
                  studentId,
                  branchId: c.branchId,
                  programId: c.programId,
                  startTime: c.startTime,
                  joinedAt: now,
                },
              },
            ];
          }
        }
        const leaving: ClassDayEvent[] = state.waitlist.some((w) => w.studentId === studentId)
          ? [
              {
                type: 'WaitlistLeft',
                data: {
                  accountId: c.accountId,
                  programClassId: c.programClassId,
                  classDate: c.classDate,
                  studentId,
                  leftAt: now,
                },
              },
            ]
          : [];
        return [...leaving, recorded(c, checkinId, studentId, status, force, now, command.data.forcedBy ?? null)];
      }
      case 'CancelCheckin': {
        const { class: c, checkinId, force, now } = command.data;
        const entry = entryOf(state, checkinId);
        if (!isActive(entry)) throw new IllegalStateError(checkinMessages.notActive);
        const hoursBefore = c.settings.hoursBeforeRemoveCheckin;
        const startMs = classInstant(c.classDate, c.startTime);
        if (!force && hoursBefore !== null && Date.parse(now) > startMs - hours(hoursBefore)) {
          throw new IllegalStateError(fillMessage(checkinMessages.cancelTooLate, { hours: hoursBefore }));
        }
        const cancelled: ClassDayEvent = {
          type: 'CheckinCancelled',
          data: {
            accountId: c.accountId,
            programClassId: c.programClassId,
            classDate: c.classDate,
            checkinId,
            studentId: entry.studentId,
            cancelledAt: now,
          },
        };
        // A freed place goes to the first in line while the class has not started yet.
        const first = state.waitlist[0];
        const placeFree = c.limit === null || state.active - 1 < c.limit;
        if (!first || !placeFree || Date.parse(now) >= startMs) return [cancelled];
        const promotedId = checkinIdOf(c.programClassId, c.classDate, first.studentId);
        return [
          cancelled,
          {
            type: 'StudentPromotedFromWaitlist',
            data: {
              accountId: c.accountId,
              programClassId: c.programClassId,
              classDate: c.classDate,
              checkinId: promotedId,
              studentId: first.studentId,
              promotedAt: now,
            },
          },
          recorded(c, promotedId, first.studentId, 'validated', false, now),
        ];
      }
      case 'ValidateCheckin': {
        const { class: c, checkinId, now } = command.data;
        const entry = entryOf(state, checkinId);
        // Only today's check-ins can be edited (spec 002); editing checks the pass token again.
        if (c.classDate !== saoPauloToday(now)) throw new IllegalStateError(checkinMessages.onlyToday);
        const status = passStatus(command.data.pass);
        if (!isActive(entry)) throw new IllegalStateError(checkinMessages.notActive);
        if (entry.status === status) return [];
        return [
          {
            type: 'CheckinValidated',
            data: {
              accountId: c.accountId,
              programClassId: c.programClassId,
              classDate: c.classDate,
              checkinId,
              studentId: entry.studentId,
              status,
              validatedAt: now,
            },
          },
        ];
      }
      case 'MarkNoShow': {
        const { class: c, checkinId, now } = command.data;
        const entry = entryOf(state, checkinId);
        if (!isActive(entry)) throw new IllegalStateError(checkinMessages.notActive);
        if (entry.noShow) return [];
        if (Date.parse(now) < classInstant(c.classDate, c.endTime))
          throw new IllegalStateError(checkinMessages.noShowTooEarly);
        return [
          {
            type: 'CheckinMarkedNoShow',
            data: {
              accountId: c.accountId,
              programClassId: c.programClassId,
              classDate: c.classDate,
              checkinId,
              studentId: entry.studentId,
              markedAt: now,
            },
          },
        ];
      }
      case 'LeaveWaitlist': {
        const { class: c, studentId, now } = command.data;
        if (!state.waitlist.some((w) => w.studentId === studentId))
          throw new IllegalStateError(checkinMessages.notActive);
        return [
          {
            type: 'WaitlistLeft',
            data: {
              accountId: c.accountId,
              programClassId: c.programClassId,
              classDate: c.classDate,
              studentId,
              leftAt: now,
            },
          },
        ];
      }
      default: {
        const unreachable: never = command;
        return unreachable;
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'CheckinRecorded': {
        const { checkinId, studentId, status } = event.data;
        const wasActive = isActive(state.checkins[checkinId]);
        return {
          checkins: { ...state.checkins, [checkinId]: { checkinId, studentId, status, noShow: false } },
          active: wasActive ? state.active : state.active + 1,
          waitlist: state.waitlist.filter((w) => w.studentId !== studentId),
        };
      }
      case 'CheckinCancelled': {
        const entry = state.checkins[event.data.checkinId];
        if (!entry || !isActive(entry)) return state;
        return {
          ...state,
          checkins: { ...state.checkins, [entry.checkinId]: { ...entry, status: 'deleted' } },
          active: state.active - 1,
        };
      }
      case 'CheckinValidated': {
        const entry = state.checkins[event.data.checkinId];
        return entry
          ? { ...state, checkins: { ...state.checkins, [entry.checkinId]: { ...entry, status: event.data.status } } }
          : state;
      }
      case 'CheckinMarkedNoShow': {
        const entry = state.checkins[event.data.checkinId];
        return entry
          ? { ...state, checkins: { ...state.checkins, [entry.checkinId]: { ...entry, noShow: true } } }
          : state;
      }
      case 'WaitlistJoined':
        return {
          ...state,
          waitlist: [...state.waitlist, { studentId: event.data.studentId, joinedAt: event.data.joinedAt }],
        };
      case 'WaitlistLeft':
        return { ...state, waitlist: state.waitlist.filter((w) => w.studentId !== event.data.studentId) };
      case 'StudentPromotedFromWaitlist':
        return { ...state, waitlist: state.waitlist.filter((w) => w.studentId !== event.data.studentId) };
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },
};

/**
 * A student's check-in id in one class day: name-based (uuidv5), so a retried or repeated request
 * lands on the same check-in and a promotion from the waitlist needs no random id. Hashing is
 * deterministic, which keeps the decider pure.
 */
export const checkinIdOf = (programClassId: string, classDate: string, studentId: string): string =>
  deterministicId('checkin', programClassId, classDate, studentId);
