import { checkinMessages, fillMessage } from '@gym/contracts';
import { deterministicId, IllegalStateError } from '@gym/platform';
import { describe, expect, it } from 'vitest';
import { checkinIdOf, type ClassDayEvent } from './classDayDecider.ts';

// The boundaries of the booking rules, and the waitlist as later events leave it.
import { cancelled, checkIn, classDate, facts, idOf, joined, now, recorded, spec } from './classDay.testkit.ts';

const left = (studentId: string): ClassDayEvent => ({
  type: 'WaitlistLeft',
  data: { accountId: 'acc', programClassId: 'cl', classDate, studentId, leftAt: now },
});
const promoted = (studentId: string, at = now): ClassDayEvent => ({
  type: 'StudentPromotedFromWaitlist',
  data: { accountId: 'acc', programClassId: 'cl', classDate, checkinId: idOf(studentId), studentId, promotedAt: at },
});
const cancel = (studentId: string, at = now, c = facts(), force = false) => ({
  type: 'CancelCheckin' as const,
  data: { class: c, checkinId: idOf(studentId), force, now: at },
});

describe('class day decider: booking rules at their boundaries', () => {
  it('given a class exactly as many days ahead as allowed, then booked; with no day limit, a class weeks ahead is booked', () => {
    const inTwoDays = { ...facts(2, { daysAheadCheckin: 2 }), classDate: '2026-11-25' };
    spec
      .given([])
      .when(checkIn('a', { class: inTwoDays, checkinId: checkinIdOf('cl', '2026-11-25', 'a') }))
      .then([recorded('a', now, false, '2026-11-25')]);
    const farAhead = { ...facts(), classDate: '2026-12-20' };
    spec
      .given([])
      .when(checkIn('a', { class: farAhead, checkinId: checkinIdOf('cl', '2026-12-20', 'a') }))
      .then([recorded('a', now, false, '2026-12-20')]);
  });

  it('given a daily maximum of 2 and one check-in elsewhere today, then booked; with no maximum, then booked', () => {
    spec
      .given([])
      .when(checkIn('a', { otherCheckinsInProgramToday: 1 }, { ...facts(), maximumCheckinsPerDay: 2 }))
      .then([recorded('a')]);
    spec
      .given([])
      .when(checkIn('a', { otherCheckinsInProgramToday: 5 }, { ...facts(), maximumCheckinsPerDay: null }))
      .then([recorded('a')]);
  });

  it('given a class without a limit, then it never fills', () => {
    spec
      .given([recorded('b'), recorded('c')])
      .when(checkIn('a', {}, facts(null)))
      .then([recorded('a')]);
  });

  it('given a cancellation window of 2 hours, when cancelling exactly 2 hours before, then allowed; staff may cancel later', () => {
    const c = facts(2, { hoursBeforeRemoveCheckin: 2 });
    spec
      .given([recorded('a')])
      .when(cancel('a', '2026-11-23T11:00:00.000Z', c))
      .then([cancelled('a', '2026-11-23T11:00:00.000Z')]);
    spec
      .given([recorded('a')])
      .when(cancel('a', '2026-11-23T12:30:00.000Z', c, true))
      .then([cancelled('a', '2026-11-23T12:30:00.000Z')]);
  });

  it('given the class ends at 11:00, when a no-show is marked at 11:00 exactly, then recorded', () => {
    const end = '2026-11-23T14:00:00.000Z';
    spec
      .given([recorded('a')])
      .when({ type: 'MarkNoShow', data: { class: facts(), checkinId: idOf('a'), now: end } })
      .then([
        {
          type: 'CheckinMarkedNoShow',
          data: {
            accountId: 'acc',
            programClassId: 'cl',
            classDate,
            checkinId: idOf('a'),
            studentId: 'a',
            markedAt: end,
          },
        },
      ]);
  });

  it('given a cancelled check-in, when validated or marked no-show, then "not active"', () => {
    spec
      .given([recorded('a'), cancelled('a')])
      .when({
        type: 'ValidateCheckin',
        data: { class: facts(), checkinId: idOf('a'), pass: { provider: 'gympass' as const, accepted: true }, now },
      })
      .thenThrows(IllegalStateError, checkinMessages.notActive);
    spec
      .given([recorded('a'), cancelled('a')])
      .when({ type: 'MarkNoShow', data: { class: facts(), checkinId: idOf('a'), now: '2026-11-23T14:30:00.000Z' } })
      .thenThrows(IllegalStateError, checkinMessages.notActive);
  });

  it('given a validated status, when the same status is sent again, then nothing happens', () => {
    const validated: ClassDayEvent = {
      type: 'CheckinValidated',
      data: {
        accountId: 'acc',
        programClassId: 'cl',
        classDate,
        checkinId: idOf('a'),
        studentId: 'a',
        status: 'checkin gympass',
        validatedAt: now,
      },
    };
    spec
      .given([recorded('a'), validated])
      .when({
        type: 'ValidateCheckin',
        data: { class: facts(), checkinId: idOf('a'), pass: { provider: 'gympass' as const, accepted: true }, now },
      })
      .thenNothingHappens();
  });

  it('given a cancellation recorded twice (a redelivery), then the place is freed once', () => {
    spec
      .given([recorded('a'), recorded('b'), cancelled('a'), cancelled('a'), recorded('c')])
      .when(checkIn('d'))
      .thenThrows(IllegalStateError, fillMessage(checkinMessages.classFull, { limit: 2 }));
  });
});

describe('class day decider: the waitlist as events leave it', () => {
  it('given someone in line, when another student joins, then they join behind', () => {
    spec
      .given([recorded('a'), recorded('b'), joined('c')])
      .when(checkIn('d', { joinWaitlist: true }))
      .then([joined('d')]);
  });

  it('given a student in line, when staff force a check-in, then the student leaves the line and is checked in', () => {
    spec
      .given([recorded('a'), recorded('b'), joined('c')])
      .when(checkIn('c', { force: true }))
      .then([left('c'), recorded('c', now, true)]);
  });

  it('given someone in line, when another student is checked in, then only that check-in (the line stays)', () => {
    spec
      .given([recorded('a'), recorded('b'), joined('c')])
      .when(checkIn('d', { force: true }))
      .then([recorded('d', now, true)]);
  });

  it('given two in line, when the first leaves, then the second is still in line', () => {
    spec
      .given([recorded('a'), recorded('b'), joined('c'), joined('d'), left('c')])
      .when({ type: 'LeaveWaitlist', data: { class: facts(), studentId: 'd', now } })
      .then([left('d')]);
  });

  it('given a student checked in from the line, when leaving the line, then "not active" (no longer in it)', () => {
    spec
      .given([recorded('a'), recorded('b'), joined('c'), left('c'), recorded('c', now, true)])
      .when({ type: 'LeaveWaitlist', data: { class: facts(), studentId: 'c', now } })
      .thenThrows(IllegalStateError, checkinMessages.notActive);
    spec
      .given([recorded('a'), recorded('b'), joined('c'), recorded('c', now, true)])
      .when({ type: 'LeaveWaitlist', data: { class: facts(), studentId: 'c', now } })
      .thenThrows(IllegalStateError, checkinMessages.notActive);
  });

  it('given a student who left the line, when joining again, then back in line; leaving someone not in line is refused', () => {
    spec
      .given([recorded('a'), recorded('b'), joined('c'), left('c')])
      .when(checkIn('c', { joinWaitlist: true }))
      .then([joined('c')]);
    spec
      .given([recorded('a'), recorded('b'), joined('c')])
      .when({ type: 'LeaveWaitlist', data: { class: facts(), studentId: 'd', now } })
      .thenThrows(IllegalStateError, checkinMessages.notActive);
  });

  it('given the first in line promoted, when another place frees, then the next in line gets it', () => {
    spec
      .given([recorded('a'), recorded('b'), joined('c'), joined('d'), cancelled('a'), promoted('c'), recorded('c')])
      .when(cancel('b'))
      .then([cancelled('b'), promoted('d'), recorded('d')]);
  });

  it('given a class over its limit (forced check-ins), when one cancels, then nobody is promoted (no place is free)', () => {
    spec
      .given([recorded('a'), recorded('b'), joined('c'), recorded('d', now, true)])
      .when(cancel('a'))
      .then([cancelled('a')]);
  });

  it('given a class without limit and someone in line, when one cancels, then the first in line is promoted', () => {
    spec
      .given([recorded('a'), joined('c')])
      .when(cancel('a', now, facts(null)))
      .then([cancelled('a'), promoted('c'), recorded('c')]);
  });

  it('given the class starts at 10:00, when one cancels at 10:00 exactly, then nobody is promoted', () => {
    const start = '2026-11-23T13:00:00.000Z';
    spec
      .given([recorded('a'), recorded('b'), joined('c')])
      .when(cancel('a', start))
      .then([cancelled('a', start)]);
  });
});

describe('check-in ids', () => {
  it('given a class day and a student, then the id is the uuidv5 of them under "checkin" (stable across versions: a retry lands on it)', () => {
    expect(checkinIdOf('cl', '2026-11-23', 'a')).toBe(deterministicId('checkin', 'cl', '2026-11-23', 'a'));
    expect(checkinIdOf('cl', '2026-11-23', 'a')).not.toBe(checkinIdOf('cl', '2026-11-24', 'a'));
  });
});
