import { checkinMessages, fillMessage } from '@gym/contracts';
import { IllegalStateError, NotFoundError, ValidationError } from '@gym/platform';
import { describe, it } from 'vitest';
import type { ClassDayEvent } from './classDayDecider.ts';
import { cancelled, checkIn, facts, idOf, joined, now, recorded, spec } from './classDay.testkit.ts';

describe('class day decider: checking in', () => {
  it('records a check-in while the class has room', () => {
    spec
      .given([recorded('a')])
      .when(checkIn('b'))
      .then([recorded('b')]);
  });

  it('refuses a check-in past the limit', () => {
    spec
      .given([recorded('a'), recorded('b')])
      .when(checkIn('c'))
      .thenThrows(IllegalStateError, fillMessage(checkinMessages.classFull, { limit: 2 }));
  });

  it('counts a cancelled check-in as a free place', () => {
    spec
      .given([recorded('a'), recorded('b'), cancelled('a')])
      .when(checkIn('c'))
      .then([recorded('c')]);
  });

  it('lets staff force a check-in past the limit', () => {
    spec
      .given([recorded('a'), recorded('b')])
      .when(checkIn('c', { force: true }))
      .then([recorded('c', now, true)]);
  });

  it('refuses the same student twice in one class', () => {
    spec
      .given([recorded('a')])
      .when(checkIn('a'))
      .thenThrows(IllegalStateError, checkinMessages.alreadyCheckedIn);
  });

  it('refuses once the student reached maximumCheckinsPerDay of the program', () => {
    spec
      .given([])
      .when(checkIn('a', { otherCheckinsInProgramToday: 1 }, { ...facts(), maximumCheckinsPerDay: 1 }))
      .thenThrows(IllegalStateError, fillMessage(checkinMessages.maxPerDay, { max: 1 }));
    spec
      .given([])
      .when(checkIn('a', { otherCheckinsInProgramToday: 0 }, { ...facts(), maximumCheckinsPerDay: 1 }))
      .then([recorded('a')]);
  });

  it('refuses a date on which the class does not take place', () => {
    spec
      .given([])
      .when(checkIn('a', {}, { ...facts(), weekDays: [2, 4] }))
      .thenThrows(ValidationError, checkinMessages.notOnWeekday);
  });

  it('refuses a pass token the provider did not accept, naming the provider', () => {
    spec
      .given([])
      .when(checkIn('a', { pass: { provider: 'totalpass', accepted: false } }))
      .thenThrows(ValidationError, fillMessage(checkinMessages.invalidPassToken, { provider: 'Totalpass' }));
  });

  it('records an accepted pass check-in with the provider as its status', () => {
    const event = recorded('a');
    spec
      .given([])
      .when(checkIn('a', { pass: { provider: 'gympass', accepted: true } }))
      .then([{ ...event, data: { ...(event.data as object), status: 'checkin gympass' } } as ClassDayEvent]);
  });

  it('refuses any check-in, forced too, while a freeze covers the date', () => {
    spec
      .given([])
      .when(checkIn('a', { frozenUntil: '2026-12-01', force: true }))
      .thenThrows(IllegalStateError, fillMessage(checkinMessages.planFrozen, { endDate: '01/12/2026' }));
  });

  it('refuses a class that is over', () => {
    spec
      .given([])
      .when(checkIn('a', { now: '2026-11-23T14:00:00.000Z' }))
      .thenThrows(IllegalStateError, checkinMessages.classOver);
  });

  it('refuses a class further ahead than the days of advance', () => {
    const c = { ...facts(2, { daysAheadCheckin: 1 }), classDate: '2026-11-25', weekDays: [3] };
    spec
      .given([])
      .when(checkIn('a', { class: c }))
      .thenThrows(IllegalStateError, fillMessage(checkinMessages.tooEarlyDays, { days: 1 }));
  });

  it('refuses a class further ahead than the hours of advance', () => {
    spec
      .given([])
      .when(checkIn('a', {}, facts(2, { hoursAheadCheckin: 1 })))
      .then([recorded('a')]);
    spec
      .given([])
      .when(checkIn('a', { now: '2026-11-23T10:00:00.000Z' }, facts(2, { hoursAheadCheckin: 1 })))
      .thenThrows(IllegalStateError, fillMessage(checkinMessages.tooEarlyHours, { hours: 1 }));
  });
});

describe('class day decider: waitlist, cancellation and no-show', () => {
  it('puts a student on the waitlist of a full class when asked', () => {
    spec
      .given([recorded('a'), recorded('b')])
      .when(checkIn('c', { joinWaitlist: true }))
      .then([joined('c')]);
  });

  it('refuses a second place in the same line', () => {
    spec
      .given([recorded('a'), recorded('b'), joined('c')])
      .when(checkIn('c', { joinWaitlist: true }))
      .thenThrows(IllegalStateError, checkinMessages.alreadyOnWaitlist);
  });

  it('promotes the first in line when a place frees up before the class', () => {
    spec
      .given([recorded('a'), recorded('b'), joined('c'), joined('d')])
      .when({ type: 'CancelCheckin', data: { class: facts(), checkinId: idOf('a'), force: false, now } })
      .then([
        cancelled('a'),
        {
          type: 'StudentPromotedFromWaitlist',
          data: {
            accountId: 'acc',
            programClassId: 'cl',
            classDate: '2026-11-23',
            checkinId: idOf('c'),
            studentId: 'c',
            promotedAt: now,
          },
        },
        recorded('c'),
      ]);
  });

  it('promotes nobody once the class has started', () => {
    const during = '2026-11-23T13:30:00.000Z';
    spec
      .given([recorded('a'), recorded('b'), joined('c')])
      .when({ type: 'CancelCheckin', data: { class: facts(), checkinId: idOf('a'), force: false, now: during } })
      .then([
        { ...cancelled('a'), data: { ...(cancelled('a').data as object), cancelledAt: during } } as ClassDayEvent,
      ]);
  });

  it('refuses a cancellation inside the hours before the class', () => {
    spec
      .given([recorded('a')])
      .when({
        type: 'CancelCheckin',
        data: { class: facts(2, { hoursBeforeRemoveCheckin: 2 }), checkinId: idOf('a'), force: false, now },
      })
      .thenThrows(IllegalStateError, fillMessage(checkinMessages.cancelTooLate, { hours: 2 }));
  });

  it('refuses to cancel what is not there or was cancelled', () => {
    spec
      .given([])
      .when({ type: 'CancelCheckin', data: { class: facts(), checkinId: idOf('a'), force: false, now } })
      .thenThrows(NotFoundError, checkinMessages.notFound);
    spec
      .given([recorded('a'), cancelled('a')])
      .when({ type: 'CancelCheckin', data: { class: facts(), checkinId: idOf('a'), force: false, now } })
      .thenThrows(IllegalStateError, checkinMessages.notActive);
  });

  it('marks a no-show after the class, once', () => {
    const after = '2026-11-23T14:30:00.000Z';
    const marked: ClassDayEvent = {
      type: 'CheckinMarkedNoShow',
      data: {
        accountId: 'acc',
        programClassId: 'cl',
        classDate: '2026-11-23',
        checkinId: idOf('a'),
        studentId: 'a',
        markedAt: after,
      },
    };
    spec
      .given([recorded('a')])
      .when({ type: 'MarkNoShow', data: { class: facts(), checkinId: idOf('a'), now: after } })
      .then([marked]);
    spec
      .given([recorded('a'), marked])
      .when({ type: 'MarkNoShow', data: { class: facts(), checkinId: idOf('a'), now: after } })
      .thenNothingHappens();
  });

  it('refuses a no-show before the class ends', () => {
    spec
      .given([recorded('a')])
      .when({ type: 'MarkNoShow', data: { class: facts(), checkinId: idOf('a'), now } })
      .thenThrows(IllegalStateError, checkinMessages.noShowTooEarly);
  });

  it('validates a pass check-in, and records nothing when the status is the same', () => {
    spec
      .given([recorded('a')])
      .when({
        type: 'ValidateCheckin',
        data: { class: facts(), checkinId: idOf('a'), pass: { provider: 'gympass', accepted: true }, now },
      })
      .then([
        {
          type: 'CheckinValidated',
          data: {
            accountId: 'acc',
            programClassId: 'cl',
            classDate: '2026-11-23',
            checkinId: idOf('a'),
            studentId: 'a',
            status: 'checkin gympass',
            validatedAt: now,
          },
        },
      ]);
    spec
      .given([recorded('a')])
      .when({ type: 'ValidateCheckin', data: { class: facts(), checkinId: idOf('a'), pass: null, now } })
      .thenNothingHappens();
  });

  it('edits only a check-in of today', () => {
    const tomorrow = '2026-11-24T12:00:00.000Z';
    spec
      .given([recorded('a')])
      .when({ type: 'ValidateCheckin', data: { class: facts(), checkinId: idOf('a'), pass: null, now: tomorrow } })
      .thenThrows(IllegalStateError, checkinMessages.onlyToday);
  });

  it('lets a student leave the line', () => {
    spec
      .given([recorded('a'), recorded('b'), joined('c')])
      .when({ type: 'LeaveWaitlist', data: { class: facts(), studentId: 'c', now } })
      .then([
        {
          type: 'WaitlistLeft',
          data: { accountId: 'acc', programClassId: 'cl', classDate: '2026-11-23', studentId: 'c', leftAt: now },
        },
      ]);
  });
});
