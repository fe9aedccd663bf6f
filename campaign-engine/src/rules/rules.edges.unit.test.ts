import type { CampaignSettings } from '@gym/contracts';
import { deterministicId } from '@gym/platform';
import { describe, expect, it } from 'vitest';
import { htmlToText, personalise } from './personalise.ts';
import { deliveryIdOf, retryDelayMs, sendsForDispatch, sendsForTrigger, shouldDispatch } from './plan.ts';
import { nextSendAt, periodKey } from './schedule.ts';
import { inSegment } from './segment.ts';
import { triggerOf } from './triggers.ts';
import type { EngineCampaign, StudentAttrs } from './types.ts';

// The campaign rules at their edges: placeholder spellings, the text part of a mail, delivery ids that must not
// change between versions (marks and delivery events are keyed by them), the ISO week on a Sunday, the send minute.
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
const student: StudentAttrs = {
  id: 's1',
  accountId: 'a1',
  name: 'Ana',
  lastName: 'Silva',
  email: 'ana@x.com',
  phone: null,
  status: 'ativo',
  gympassId: null,
  activePlans: {},
};
const ana = { name: 'Ana', lastName: 'Silva' };

describe('personalise: placeholder spellings', () => {
  it('given placeholders with or without inner spaces, in any case, then each is filled', () => {
    expect(personalise('{{nome}}|{{ nome }}|{{NOME}}|{{  nome}}', ana, false)).toBe('Ana|Ana|Ana|Ana');
    expect(personalise('{{sobrenome}}|{{  sobrenome  }}|{{ Sobrenome}}', ana, false)).toBe('Silva|Silva|Silva');
    expect(personalise('{{nome_completo}}|{{ nome_completo }}|{{nome_completo  }}', ana, false)).toBe(
      'Ana Silva|Ana Silva|Ana Silva',
    );
  });

  it('given a student without last name, then the full name has no trailing space', () => {
    expect(personalise('[{{nome_completo}}]', { name: 'Ana', lastName: '' }, false)).toBe('[Ana]');
  });

  it('given HTML content, then &, <, > and " in a name are escaped; in plain text they stay', () => {
    const name = { name: 'Zé & "Cia" <b>', lastName: '' };
    expect(personalise('{{nome}}', name, true)).toBe('Zé &amp; &quot;Cia&quot; &lt;b&gt;');
    expect(personalise('{{nome}}', name, false)).toBe('Zé & "Cia" <b>');
  });
});

describe('htmlToText: the text part of a mail, SMS and WhatsApp', () => {
  it('given line breaks in any spelling, then one newline each', () => {
    for (const br of ['<br>', '<br/>', '<br />', '< br >', '<BR>']) expect(htmlToText(`a${br}b`), br).toBe('a\nb');
  });

  it('given closing blocks (p, div, h1-h6, li), then a newline after each, blank lines collapsed', () => {
    expect(htmlToText('<h2>Título</h2><div>um</div><ul><li>dois</li></ul><p>três</p>')).toBe('Título\num\ndois\ntrês');
    expect(htmlToText('a<br><br><br>b')).toBe('a\nb');
  });

  it('given entities, then their characters (an escaped entity stays escaped once)', () => {
    expect(htmlToText('&lt;b&gt; &quot;x&quot; &amp; a&nbsp;b &amp;lt;')).toBe('<b> "x" & a b &lt;');
  });
});

describe('delivery ids and periods (stable across versions: marks and delivery events are keyed by them)', () => {
  it('given a campaign, student, period and channel, then the id is the uuidv5 of them under "campaign-delivery"', () => {
    expect(deliveryIdOf(campaignOf(), 's1', 'once')).toBe(
      deterministicId('campaign-delivery', 'c1', 's1', 'once', 'email'),
    );
  });

  it('given one_time, then the period is "once" whenever asked', () => {
    expect(periodKey('one_time', new Date('2026-01-01T00:00:00Z'))).toBe('once');
    expect(periodKey('one_time', new Date('2030-06-15T12:00:00Z'))).toBe('once');
  });

  it('given a single dispatch, then its period is "single_dispatch" whatever the frequency and the day', () => {
    const c = campaignOf({ activity: 'single_dispatch', frequency: 'daily' });
    const today = sendsForDispatch(c, [student], () => undefined, new Date('2026-11-23T13:00:00Z'));
    const nextWeek = sendsForDispatch(c, [student], () => undefined, new Date('2026-11-30T13:00:00Z'));
    expect(today.map((s) => s.id)).toEqual([deliveryIdOf(c, 's1', 'single_dispatch')]);
    expect(nextWeek.map((s) => s.id)).toEqual(today.map((s) => s.id));
    expect(today[0]).toMatchObject({ cause: 'single_dispatch', attempts: 0, sendAt: '2026-11-23T13:00:00.000Z' });
  });

  it('given a Sunday, then it is in the ISO week of the Monday before (weeks run Monday to Sunday)', () => {
    expect(periodKey('weekly', new Date('2026-11-23T12:00:00Z'))).toBe('2026-W48'); // Monday
    expect(periodKey('weekly', new Date('2026-11-29T12:00:00Z'))).toBe('2026-W48'); // Sunday
    expect(periodKey('weekly', new Date('2026-11-30T12:00:00Z'))).toBe('2026-W49'); // next Monday
  });

  it('given a send time of 10:00 asked at 10:00:30 in São Paulo, then it goes now, not tomorrow', () => {
    expect(nextSendAt('10:00', new Date('2026-11-23T13:00:30Z')).toISOString()).toBe('2026-11-23T13:00:30.000Z');
    expect(nextSendAt('10:00', new Date('2026-11-23T13:01:00Z')).toISOString()).toBe('2026-11-24T13:00:00.000Z');
  });

  it('given failed attempts, then retries wait 1 s, 4 s, 16 s ... never more than 5 minutes', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelayMs)).toEqual([
      1000, 1000, 4000, 16000, 64000, 256000, 300000, 300000,
    ]);
  });
});

describe('triggers and segments', () => {
  it('given a check-in, a plan start and a points movement, then their triggers (the plan for start_plan)', () => {
    expect(
      triggerOf({
        id: 'e1',
        type: 'CheckinRecorded',
        data: {
          accountId: 'a1',
          checkinId: 'ck',
          studentId: 's1',
          branchId: 'b',
          programId: 'p',
          programClassId: 'pc',
          classDate: '2026-11-23',
          startTime: '10:00',
          status: 'validated',
          forced: false,
          recordedAt: 'x',
        },
      }),
    ).toEqual({ eventId: 'e1', trigger: 'checkin', accountId: 'a1', studentId: 's1' });
    expect(
      triggerOf({
        id: 'e2',
        type: 'StudentPlanStarted',
        data: { accountId: 'a1', studentPlanId: 'sp', studentId: 's1', planId: 'p1', startDate: '2026-11-23' },
      }),
    ).toEqual({ eventId: 'e2', trigger: 'start_plan', accountId: 'a1', studentId: 's1', planId: 'p1' });
    expect(
      triggerOf({
        id: 'e3',
        type: 'PointsMovementRecorded',
        data: {
          accountId: 'a1',
          movementId: 'm',
          studentId: 's1',
          operation: 'add',
          value: 10,
          obs: null,
          balanceAfter: 10,
          recordedAt: 'x',
        },
      }),
    ).toEqual({ eventId: 'e3', trigger: 'moviment_points', accountId: 'a1', studentId: 's1' });
  });

  it('given a plan segment, then only end_plan counts the plan of the trigger; start_plan needs it among the active plans', () => {
    const c = campaignOf({ activity: 'start_plan', templateType: 'plan', segmentValue: 'p1' });
    const now = new Date('2026-11-23T13:00:00Z');
    expect(
      sendsForTrigger(
        { trigger: 'start_plan', accountId: 'a1', studentId: 's1', eventId: 'e', planId: 'p1' },
        [c],
        student,
        () => undefined,
        now,
      ),
    ).toEqual([]);
    const ended = campaignOf({ activity: 'end_plan', templateType: 'plan', segmentValue: 'p1' });
    expect(
      sendsForTrigger(
        { trigger: 'end_plan', accountId: 'a1', studentId: 's1', eventId: 'e', planId: 'p1' },
        [ended],
        student,
        () => undefined,
        now,
      ),
    ).toHaveLength(1);
  });

  it('given a student with neither a Gympass id nor a Gympass plan, then outside the gympass segment', () => {
    expect(
      inSegment(
        { templateType: 'gympass', segmentValue: null },
        { ...student, activePlans: { sp: 'p-normal' } },
        () => 'normal',
      ),
    ).toBe(false);
    expect(
      inSegment({ templateType: 'gympass', segmentValue: null }, { ...student, gympassId: 'GP-1' }, () => undefined),
    ).toBe(true);
  });

  it('given an active campaign of another trigger, then it is no single dispatch', () => {
    expect(shouldDispatch(campaignOf({ activity: 'checkin' }))).toBe(false);
  });
});
