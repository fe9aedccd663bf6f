import { describe, expect, it } from 'vitest';
import {
  groupOn,
  parseRecord,
  recordText,
  scheduledOn,
  weekDaysLabel,
  workoutsOn,
  type Routine,
} from './workoutsLogic';

const group = (name: string) => ({
  id: name,
  name,
  description: '',
  coverUrl: null,
  videoUrl: null,
  externalVideoUrl: null,
  workouts: [],
});
// 2026-11-23 is a Monday.
const routine: Routine = {
  id: 'r1',
  name: 'Força A/B',
  startDate: '2026-11-23',
  endDate: '2026-12-31',
  cycleType: 'date',
  weekDayIds: [1, 3, 5],
  workoutGroups: [group('A'), group('B')],
};

describe('the workouts of a day', () => {
  it('falls on the routine weekdays within its period only', () => {
    expect(scheduledOn(routine, '2026-11-23')).toBe(true);
    expect(scheduledOn(routine, '2026-11-24')).toBe(false); // Tuesday
    expect(scheduledOn(routine, '2026-11-20')).toBe(false); // before the start
    expect(scheduledOn(routine, '2027-01-01')).toBe(false); // after the end (a Friday)
    expect(scheduledOn({ ...routine, weekDayIds: [] }, '2026-11-24')).toBe(true);
  });

  it('gives the groups in turn, one per training day, across weeks', () => {
    const days = ['2026-11-23', '2026-11-25', '2026-11-27', '2026-11-30', '2026-12-02'];
    expect(days.map((d) => groupOn(routine, d)?.name)).toEqual(['A', 'B', 'A', 'B', 'A']);
    expect(groupOn(routine, '2026-11-24')).toBeNull();
    const daily = { ...routine, weekDayIds: [], workoutGroups: [group('A'), group('B'), group('C')] };
    expect(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26'].map((d) => groupOn(daily, d)?.name)).toEqual([
      'A',
      'B',
      'C',
      'A',
    ]);
    // Far from the start: 52 weeks of 3 days = 156 training days, even → A.
    expect(groupOn(routine, '2027-11-22')?.name).toBe(undefined); // after the end
    expect(groupOn({ ...routine, endDate: null }, '2027-11-22')?.name).toBe('A');
  });

  it("lists today's routines with their group", () => {
    const other = { ...routine, id: 'r2', name: 'Só terças', weekDayIds: [2] };
    expect(workoutsOn([routine, other], '2026-11-24').map((x) => [x.routine.name, x.group.name])).toEqual([
      ['Só terças', 'A'],
    ]);
  });

  it('labels the weekdays and the records in pt-BR', () => {
    expect(weekDaysLabel([5, 1, 3])).toBe('Seg, Qua, Sex');
    expect(weekDaysLabel([])).toBe('Todos os dias');
    expect(recordText(12.5, 'kg')).toBe('12,5 kg');
    expect(parseRecord('12,5')).toBe(12.5);
    expect(parseRecord('0')).toBeNull();
    expect(parseRecord('abc')).toBeNull();
    expect(parseRecord('')).toBeNull();
  });
});
