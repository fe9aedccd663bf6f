import type { WorkoutRoutineDoc } from '@gym/contracts';
import { describe, expect, it } from 'vitest';
import { courseOpensTo, routineTargets, type MemberAccess } from './memberAccess.ts';

const withPlan: MemberAccess = { studentId: 's1', hasPlan: true, programIds: new Set(['p1']) };
const noPlan: MemberAccess = { studentId: 's1', hasPlan: false, programIds: new Set() };
const course = { status: 'active' as const, premiumAccessThroughAnyPlan: false, programIds: ['p1'] };

describe('what a member’s plans open', () => {
  it('opens an active course of one of their programs, or open to any plan, to a member with a live plan', () => {
    expect(courseOpensTo(course, withPlan)).toBe(true);
    expect(courseOpensTo({ ...course, programIds: ['p2'] }, withPlan)).toBe(false);
    expect(courseOpensTo({ ...course, programIds: ['p2'], premiumAccessThroughAnyPlan: true }, withPlan)).toBe(true);
    expect(courseOpensTo({ ...course, programIds: [] }, withPlan)).toBe(true);
    expect(courseOpensTo({ ...course, status: 'draft' }, withPlan)).toBe(false);
    expect(courseOpensTo({ ...course, programIds: [], premiumAccessThroughAnyPlan: true }, noPlan)).toBe(false);
  });

  it('aims a published, running routine at the member or at their programs', () => {
    const routine = {
      id: 'r1',
      accountId: 'a1',
      name: 'Força',
      sortName: 'forca',
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      cycleType: 'date',
      target: 'programs',
      commentEnable: true,
      showOnlyOnScheduledDays: false,
      usersTargetIds: [],
      programIds: ['p1'],
      weekDayIds: [1],
      isDraft: false,
      workoutGroups: [{ id: 'g1' }],
      createdAt: '',
      updatedAt: '',
    } as unknown as WorkoutRoutineDoc;
    expect(routineTargets(routine, withPlan, '2026-11-24')).toBe(true);
    expect(routineTargets(routine, withPlan, '2026-12-01')).toBe(false); // ended
    expect(routineTargets({ ...routine, isDraft: true }, withPlan, '2026-11-24')).toBe(false);
    expect(routineTargets({ ...routine, programIds: ['p2'] }, withPlan, '2026-11-24')).toBe(false);
    const forUsers = { ...routine, target: 'users', programIds: [], usersTargetIds: ['s1'] } as WorkoutRoutineDoc;
    expect(routineTargets(forUsers, noPlan, '2026-11-24')).toBe(true);
    expect(routineTargets({ ...forUsers, usersTargetIds: ['s2'] }, withPlan, '2026-11-24')).toBe(false);
  });
});
