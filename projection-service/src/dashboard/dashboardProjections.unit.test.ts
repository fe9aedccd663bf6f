import type { DashboardAccountDoc, DashboardClassDayDoc, DashboardDayDoc } from '@gym/contracts';
import { describe, expect, it } from 'vitest';
import {
  dashboardAccountsProjection,
  dashboardClassDaysProjection,
  dashboardDaysProjection,
} from './dashboardProjections.ts';
import { checkin, onClassDay, planSold, projectAll, recorded, student } from './dashboard.testkit.ts';

describe('dashboardDays projection (sign-ups and new plans per day, -03:00)', () => {
  it('counts a sign-up on its São Paulo day: 02:59 UTC on the 1st is still the last day of the previous month', () => {
    const days = projectAll<DashboardDayDoc>(dashboardDaysProjection, [
      student('s1', '2026-11-01T02:59:00.000Z'),
      student('s2', '2026-11-01T03:00:00.000Z'),
      student('s3', '2026-11-01T12:00:00.000Z'),
    ]);
    expect(days.get('a1:2026-10-31')).toMatchObject({ date: '2026-10-31', signUps: 1 });
    expect(days.get('a1:2026-11-01')).toMatchObject({ date: '2026-11-01', signUps: 2 });
    expect(days.get('a1:2026-11-01')!.recentSignUps.map((s) => s.id)).toEqual(['s3', 's2']);
  });

  it('does not count staff as sign-ups', () => {
    const days = projectAll<DashboardDayDoc>(dashboardDaysProjection, [
      student('coach', '2026-11-10T12:00:00.000Z', 'coach'),
      student('s1', '2026-11-10T12:00:00.000Z'),
    ]);
    expect(days.get('a1:2026-11-10')).toMatchObject({ signUps: 1 });
  });

  it('counts plans sold per day and applies every event once even when the runner applies it twice', () => {
    const events = [
      planSold('sp1', '2026-11-30T23:30:00.000Z'),
      planSold('sp2', '2026-12-01T02:30:00.000Z'),
      planSold('sp3', '2026-12-01T03:30:00.000Z'),
      student('s1', '2026-12-01T10:00:00.000Z'),
    ];
    const days = projectAll<DashboardDayDoc>(dashboardDaysProjection, events, { twice: true });
    expect(days.get('a1:2026-11-30')).toMatchObject({ newPlans: 2, signUps: 0 });
    expect(days.get('a1:2026-12-01')).toMatchObject({ newPlans: 1, signUps: 1 });
    expect(days.get('a1:2026-12-01')!.recentSignUps).toHaveLength(1);
  });

  it('keeps each account apart', () => {
    const days = projectAll<DashboardDayDoc>(dashboardDaysProjection, [
      student('s1', '2026-11-10T12:00:00.000Z', 'student', 'a1'),
      student('s2', '2026-11-10T12:00:00.000Z', 'student', 'a2'),
    ]);
    expect(days.get('a1:2026-11-10')!.signUps).toBe(1);
    expect(days.get('a2:2026-11-10')).toMatchObject({ accountId: 'a2', signUps: 1 });
  });
});

describe('dashboardDays projection: comments the gym received', () => {
  const comment = (commentId: string, postedAt: string, byStaff = false) =>
    recorded('CommentPosted', { accountId: 'a1', commentId, byStaff, postedAt });
  const fact = (commentId: string, postedAt: string) => ({ accountId: 'a1', commentId, postedAt, byStaff: false });

  it("counts members' comments on their -03:00 day, not staff replies; hiding or deleting a visible one takes it off", () => {
    const days = projectAll<DashboardDayDoc>(
      dashboardDaysProjection,
      [
        comment('c1', '2026-11-10T02:00:00.000Z'), // 09/11 23:00 in São Paulo
        comment('c2', '2026-11-10T12:00:00.000Z'),
        comment('c3', '2026-11-10T13:00:00.000Z'),
        comment('c4', '2026-11-10T14:00:00.000Z'),
        comment('r1', '2026-11-10T15:00:00.000Z', true),
        recorded('CommentHidden', fact('c2', '2026-11-10T12:00:00.000Z')),
        recorded('CommentDeleted', { ...fact('c3', '2026-11-10T13:00:00.000Z'), wasVisible: true }),
        recorded('CommentDeleted', { ...fact('c2', '2026-11-10T12:00:00.000Z'), wasVisible: false }),
      ],
      { twice: true },
    );
    expect(days.get('a1:2026-11-09')!.comments).toBe(1);
    expect(days.get('a1:2026-11-10')!.comments).toBe(1);
  });
});

describe('dashboardClassDays projection (check-ins per class and date)', () => {
  it('counts check-ins and gympass-validated ones on the class date, with the branch', () => {
    const docs = projectAll<DashboardClassDayDoc>(dashboardClassDaysProjection, [
      checkin('k1', '2026-11-05'),
      checkin('k2', '2026-11-05', { status: 'checkin gympass' }),
      checkin('k3', '2026-11-06', { branchId: 'b2', programClassId: 'c2' }),
    ]);
    expect(docs.get('c1:2026-11-05')).toMatchObject({ branchId: 'b1', checkins: 2, gympass: 1 });
    expect(docs.get('c2:2026-11-06')).toMatchObject({ branchId: 'b2', checkins: 1, gympass: 0 });
  });

  it('follows validation to gympass, cancellation and no-show; each event applied twice changes nothing more', () => {
    const docs = projectAll<DashboardClassDayDoc>(
      dashboardClassDaysProjection,
      [
        checkin('k1', '2026-11-05'),
        checkin('k2', '2026-11-05'),
        checkin('k3', '2026-11-05'),
        onClassDay('CheckinValidated', 'k1', '2026-11-05', { status: 'checkin gympass' }),
        onClassDay('CheckinCancelled', 'k2', '2026-11-05'),
        onClassDay('CheckinMarkedNoShow', 'k3', '2026-11-05'),
        onClassDay('CheckinCancelled', 'unknown', '2026-11-05'),
      ],
      { twice: true },
    );
    expect(docs.get('c1:2026-11-05')).toMatchObject({ checkins: 1, gympass: 1, members: 'k1=g' });
  });

  it('a cancellation of a class day it never saw creates nothing', () => {
    const docs = projectAll(dashboardClassDaysProjection, [onClassDay('CheckinCancelled', 'k9', '2026-11-05')]);
    expect(docs.size).toBe(0);
  });
});

describe('dashboardAccounts projection (totalPlans, externalStoreEnabled)', () => {
  const plan = (type: string, planId: string, externalStores: string[] = []) =>
    recorded(type, { accountId: 'a1', planId, plan: { externalStores } });

  it('counts plans not archived and whether one of them sells through an external store', () => {
    const docs = projectAll<DashboardAccountDoc>(
      dashboardAccountsProjection,
      [
        plan('PlanCreated', 'p1'),
        plan('PlanCreated', 'p2', ['stripe']),
        plan('PlanCreated', 'p3'),
        recorded('PlanArchived', { accountId: 'a1', planId: 'p2' }),
        plan('PlanChanged', 'p3', ['vindi']),
      ],
      { twice: true },
    );
    expect(docs.get('a1')!.plans).toEqual({
      p1: { archived: false, external: false },
      p2: { archived: true, external: true },
      p3: { archived: false, external: true },
    });
  });
});
