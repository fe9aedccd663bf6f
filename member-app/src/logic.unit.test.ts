import { messages } from '@gym/contracts/messages';
import { describe, expect, it } from 'vitest';
import {
  bookingOf,
  cardError,
  dayTitle,
  groupByDay,
  isFull,
  nextBooking,
  saoPauloNow,
  type Booking,
  type Occurrence,
} from './logic';

const occurrence = (
  over: Partial<Occurrence> & { id?: string; start?: string; limit?: number | null },
): Occurrence => ({
  date: '2026-11-23',
  checkins: 0,
  waitlist: 0,
  programId: 'p1',
  programName: 'Yoga',
  branchId: 'b1',
  branchName: 'Centro',
  ...over,
  programClass: {
    id: over.id ?? 'c1',
    startTime: over.start ?? '10:00',
    endTime: '11:00',
    limit: over.limit === undefined ? 5 : over.limit,
  },
});
const booking = (over: Partial<Booking>): Booking => ({
  id: 'k1',
  date: '2026-11-23',
  status: 'validated',
  class: { id: 'c1', startTime: '10:00', endTime: '11:00' },
  program: { name: 'Yoga' },
  filial: { name: 'Centro' },
  ...over,
});

describe('member app logic', () => {
  it("refuses the cards' fields with the spec's words, in order", () => {
    expect(cardError('signup', { fullName: 'Ana', email: 'a@b.com', password: '12345678' })).toBe(
      messages.signInNameTwoWords,
    );
    expect(cardError('signin', { fullName: '', email: 'ana@', password: '12345678' })).toBe(
      messages.signInInvalidEmail,
    );
    expect(cardError('signin', { fullName: '', email: 'ana@ex.com.br', password: '1234567' })).toBe(
      messages.signInPasswordMin,
    );
    expect(cardError('signup', { fullName: 'Ana Souza', email: 'ana@ex.com.br', password: '12345678' })).toBeNull();
  });

  it('groups the week by day and start time, filtered by branch and program', () => {
    const week = [
      occurrence({ id: 'late', start: '18:00' }),
      occurrence({ id: 'wed', date: '2026-11-25' }),
      occurrence({ id: 'early', start: '07:00' }),
      occurrence({ id: 'other', branchId: 'b2', programId: 'p2' }),
    ];
    const all = groupByDay(week, { branchId: '', programId: '' });
    expect(all.map((d) => [d.date, d.items.map((o) => o.programClass.id)])).toEqual([
      ['2026-11-23', ['early', 'other', 'late']],
      ['2026-11-25', ['wed']],
    ]);
    expect(
      groupByDay(week, { branchId: 'b2', programId: '' }).flatMap((d) => d.items.map((o) => o.programClass.id)),
    ).toEqual(['other']);
    expect(
      groupByDay(week, { branchId: '', programId: 'p1' }).flatMap((d) => d.items.map((o) => o.programClass.id)),
    ).toEqual(['early', 'late', 'wed']);
  });

  it("finds the member's booking of a class day, ignoring cancelled ones, and a full class", () => {
    const o = occurrence({ limit: 2, checkins: 2 });
    expect(bookingOf([booking({ status: 'deleted' })], o)).toBeNull();
    expect(bookingOf([booking({ status: 'waitlist' })], o)?.status).toBe('waitlist');
    expect(bookingOf([booking({ date: '2026-11-24' })], o)).toBeNull();
    expect(isFull(o)).toBe(true);
    expect(isFull(occurrence({ limit: null, checkins: 99 }))).toBe(false);
  });

  it('the next booked class is the first validated one not started yet', () => {
    const bookings = [
      booking({ id: 'past', date: '2026-11-22' }),
      booking({ id: 'started', class: { id: 'c0', startTime: '08:00', endTime: '09:00' } }),
      booking({ id: 'line', status: 'waitlist', class: { id: 'c3', startTime: '11:00', endTime: '12:00' } }),
      booking({ id: 'later', date: '2026-11-25' }),
      booking({ id: 'next' }),
    ];
    expect(nextBooking(bookings, '2026-11-23', '09:00')?.id).toBe('next');
    expect(nextBooking(bookings, '2026-11-23', '10:30')?.id).toBe('later');
  });

  it('counts days and hours in São Paulo, and titles a day in pt-BR', () => {
    expect(saoPauloNow(new Date('2026-11-24T02:30:00Z'))).toEqual({ today: '2026-11-23', time: '23:30' });
    expect(dayTitle('2026-11-23')).toBe('Segunda, 23/11/2026');
  });
});
