import { campaignFrequencies, campaignSegmentations, campaignTriggers, type CampaignSettings } from '@gym/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { htmlToText, personalise } from './personalise.ts';
import { sendsForDispatch, sendsForTrigger, shouldDispatch } from './plan.ts';
import { nextSendAt, periodKey } from './schedule.ts';
import { inSegment } from './segment.ts';
import { triggerOf } from './triggers.ts';
import type { EngineCampaign, PlanType, StudentAttrs } from './types.ts';

const planTypes: Record<string, PlanType> = { 'p-gym': 'gympass', 'p-total': 'totalpass', 'p-normal': 'normal' };
const planTypeOf = (id: string) => planTypes[id];

const settings = (o: Partial<CampaignSettings> = {}): CampaignSettings => ({
  title: 't',
  description: 'd',
  status: 'active',
  activity: 'checkin',
  templateType: 'all',
  segmentValue: null,
  frequency: 'one_time',
  time: null,
  notificationChannel: 'email',
  senderEmail: null,
  senderName: null,
  toBcc: [],
  ...o,
});
const campaignOf = (o: Partial<CampaignSettings> = {}, id = 'c1'): EngineCampaign => ({
  id,
  accountId: 'a1',
  settings: settings(o),
  dispatched: false,
});

const studentArb = fc.record({
  id: fc.constantFrom('s1', 's2', 's3'),
  accountId: fc.constant('a1'),
  name: fc.constantFrom('Ana', 'Bia'),
  lastName: fc.constant('Silva'),
  email: fc.constant('x@y.com'),
  phone: fc.constant(null),
  status: fc.constantFrom('lead', 'ativo', 'pendente', 'cancelado', 'inativo' as const),
  gympassId: fc.option(fc.constant('GP'), { nil: null }),
  activePlans: fc.dictionary(fc.constantFrom('sp1', 'sp2'), fc.constantFrom('p-gym', 'p-total', 'p-normal')),
}) as fc.Arbitrary<StudentAttrs>;
const instantArb = fc.date({
  min: new Date('2020-01-01T00:00:00Z'),
  max: new Date('2030-12-31T23:59:59Z'),
  noInvalidDate: true,
});

describe('segmentation', () => {
  it('matches each segmentation by its definition (property)', () => {
    fc.assert(
      fc.property(
        studentArb,
        fc.constantFrom(...campaignSegmentations),
        fc.constantFrom('ativo', 'inativo', 'p-gym', 'p-normal'),
        (student, templateType, segmentValue) => {
          const plans = Object.values(student.activePlans);
          const expected = {
            all: true,
            status: student.status === segmentValue,
            gympass: !!student.gympassId || plans.includes('p-gym'),
            totalpass: plans.includes('p-total'),
            plan: plans.includes(segmentValue),
          }[templateType];
          expect(inSegment({ templateType, segmentValue }, student, planTypeOf)).toBe(expected);
        },
      ),
    );
  });

  it('counts the plan that just ended for end_plan', () => {
    const s: StudentAttrs = {
      id: 's',
      accountId: 'a1',
      name: 'A',
      lastName: 'B',
      email: 'e',
      phone: null,
      status: 'ativo',
      gympassId: null,
      activePlans: {},
    };
    expect(inSegment({ templateType: 'plan', segmentValue: 'p-normal' }, s, planTypeOf)).toBe(false);
    expect(inSegment({ templateType: 'plan', segmentValue: 'p-normal' }, s, planTypeOf, 'p-normal')).toBe(true);
    expect(inSegment({ templateType: 'totalpass', segmentValue: null }, s, planTypeOf, 'p-total')).toBe(true);
  });
});

describe('frequency periods (São Paulo time)', () => {
  it('one_time is one period forever; daily, weekly and monthly nest (property)', () => {
    fc.assert(
      fc.property(instantArb, instantArb, (a, b) => {
        expect(periodKey('one_time', a)).toBe(periodKey('one_time', b));
        if (periodKey('daily', a) === periodKey('daily', b)) {
          expect(periodKey('weekly', a)).toBe(periodKey('weekly', b));
          expect(periodKey('monthly', a)).toBe(periodKey('monthly', b));
        }
        // Two instants more than a week apart never share a weekly period; more than 31 days, a monthly one.
        if (Math.abs(a.getTime() - b.getTime()) > 7 * 86_400_000)
          expect(periodKey('weekly', a)).not.toBe(periodKey('weekly', b));
        if (Math.abs(a.getTime() - b.getTime()) > 31 * 86_400_000)
          expect(periodKey('monthly', a)).not.toBe(periodKey('monthly', b));
      }),
    );
  });

  it('uses the São Paulo date: 01:00 UTC is still the previous day there', () => {
    expect(periodKey('daily', new Date('2026-11-24T01:00:00Z'))).toBe('2026-11-23');
    expect(periodKey('monthly', new Date('2026-12-01T02:59:00Z'))).toBe('2026-11');
    expect(periodKey('weekly', new Date('2026-01-01T12:00:00Z'))).toBe('2026-W01');
    expect(periodKey('weekly', new Date('2024-12-30T12:00:00Z'))).toBe('2025-W01');
  });
});

describe('send time', () => {
  it('is now without a time, else the next HH:MM in São Paulo within a day (property)', () => {
    fc.assert(
      fc.property(instantArb, fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (now, h, m) => {
        expect(nextSendAt(null, now)).toEqual(now);
        const time = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
        const at = nextSendAt(time, now);
        expect(at.getTime()).toBeGreaterThanOrEqual(now.getTime());
        expect(at.getTime() - now.getTime()).toBeLessThan(86_400_000);
        const local = new Date(at.getTime() - 3 * 3600_000);
        const sameMinute = at.getTime() === now.getTime();
        if (!sameMinute) expect([local.getUTCHours(), local.getUTCMinutes(), local.getUTCSeconds()]).toEqual([h, m, 0]);
      }),
    );
  });

  it('08:00 asked at 10:00 in São Paulo goes out at 08:00 the next day', () => {
    expect(nextSendAt('08:00', new Date('2026-11-23T13:00:00Z')).toISOString()).toBe('2026-11-24T11:00:00.000Z');
    expect(nextSendAt('18:30', new Date('2026-11-23T13:00:00Z')).toISOString()).toBe('2026-11-23T21:30:00.000Z');
  });
});

describe('triggers', () => {
  const student: StudentAttrs = {
    id: 's1',
    accountId: 'a1',
    name: 'Ana',
    lastName: 'Silva',
    email: 'a@x.com',
    phone: null,
    status: 'ativo',
    gympassId: null,
    activePlans: {},
  };
  const now = new Date('2026-11-23T13:00:00Z');

  it('every trigger x segmentation x frequency: only active campaigns of that trigger and segment send, with one id per period', () => {
    for (const trigger of campaignTriggers.filter((t) => t !== 'single_dispatch')) {
      for (const templateType of campaignSegmentations) {
        for (const frequency of campaignFrequencies) {
          const fact = { trigger, accountId: 'a1', studentId: 's1', eventId: 'e1', planId: 'p-gym' };
          const matching = campaignOf({
            activity: trigger,
            templateType,
            segmentValue: templateType === 'status' ? 'ativo' : templateType === 'plan' ? 'p-gym' : null,
            frequency,
          });
          const others = [
            campaignOf({ activity: trigger, status: 'draft' }, 'c-draft'),
            campaignOf({ activity: trigger === 'checkin' ? 'end_plan' : 'checkin' }, 'c-other-trigger'),
            { ...campaignOf({ activity: trigger }, 'c-other-account'), accountId: 'a2' },
          ];
          const inPlan: StudentAttrs = { ...student, activePlans: trigger === 'end_plan' ? {} : { sp: 'p-gym' } };
          const sends = sendsForTrigger(fact, [matching, ...others], inPlan, planTypeOf, now);
          const expectedIn = templateType !== 'totalpass';
          expect(
            sends.map((s) => s.campaignId),
            `${trigger}/${templateType}/${frequency}`,
          ).toEqual(expectedIn ? ['c1'] : []);
          if (!expectedIn) continue;
          // A second trigger in the same period gives the same delivery id; one_time never changes it.
          const again = sendsForTrigger(
            { ...fact, eventId: 'e2' },
            [matching],
            inPlan,
            planTypeOf,
            new Date(now.getTime() + 3600_000),
          );
          expect(again[0]!.id).toBe(sends[0]!.id);
          const monthLater = sendsForTrigger(
            { ...fact, eventId: 'e3' },
            [matching],
            inPlan,
            planTypeOf,
            new Date(now.getTime() + 40 * 86_400_000),
          );
          expect(monthLater[0]!.id === sends[0]!.id).toBe(frequency === 'one_time');
        }
      }
    }
  });

  it('reads triggers from events; staff registrations and malformed data are none', () => {
    const reg = {
      accountId: 'a',
      studentId: 's',
      profile: {
        name: 'A',
        lastName: 'B',
        email: 'e',
        phone: null,
        cpf: null,
        gender: '-',
        birthdate: null,
        gympassId: null,
        height: null,
        status: 'ativo',
        avatarUrl: null,
      },
      origin: 'panel',
      registeredAt: 'x',
    };
    expect(triggerOf({ id: 'e', type: 'StudentRegistered', data: { ...reg, rule: 'student' } })?.trigger).toBe(
      'new_register',
    );
    expect(triggerOf({ id: 'e', type: 'StudentRegistered', data: { ...reg, rule: 'admin' } })).toBeNull();
    expect(
      triggerOf({
        id: 'e',
        type: 'StudentPlanEnded',
        data: {
          accountId: 'a',
          studentPlanId: 'sp',
          studentId: 's',
          planId: 'p',
          endDate: '2026-11-23',
          reason: 'expired',
        },
      }),
    ).toEqual({ trigger: 'end_plan', accountId: 'a', studentId: 's', planId: 'p', eventId: 'e' });
    expect(triggerOf({ id: 'e', type: 'CheckinRecorded', data: { accountId: 'a' } })).toBeNull();
    expect(triggerOf({ id: 'e', type: 'Whatever', data: {} })).toBeNull();
  });

  it('single_dispatch: once, when active, to the segment of its own account', () => {
    const c = campaignOf({ activity: 'single_dispatch', templateType: 'status', segmentValue: 'ativo' });
    expect(shouldDispatch(c)).toBe(true);
    expect(shouldDispatch({ ...c, dispatched: true })).toBe(false);
    expect(shouldDispatch(campaignOf({ activity: 'single_dispatch', status: 'draft' }))).toBe(false);
    const students = [
      student,
      { ...student, id: 's2', status: 'inativo' as const },
      { ...student, id: 's3', accountId: 'a2' },
    ];
    expect(sendsForDispatch(c, students, planTypeOf, now).map((s) => s.studentId)).toEqual(['s1']);
  });
});

describe('personalisation', () => {
  it("fills the student's name, escaped inside HTML", () => {
    expect(
      personalise('Oi {{nome}} {{ sobrenome }} ({{nome_completo}})', { name: 'Ana', lastName: 'Silva' }, false),
    ).toBe('Oi Ana Silva (Ana Silva)');
    expect(personalise('<p>{{nome}}</p>', { name: '<b>Zé</b>', lastName: '' }, true)).toBe(
      '<p>&lt;b&gt;Zé&lt;/b&gt;</p>',
    );
    expect(htmlToText('<p>Olá&nbsp;<b>Ana</b></p><p>Até</p>')).toBe('Olá Ana\nAté');
  });
});
