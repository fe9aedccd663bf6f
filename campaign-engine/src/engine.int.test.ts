import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { httpMessagingChannel } from './channels/httpMessagingProvider.ts';
import { ACCOUNT, campaign, catalogPlan, engineHarness, eventually, profile } from './testing/engineHarness.testkit.ts';

type Harness = Awaited<ReturnType<typeof engineHarness>>;
let h: Harness | null = null;
let server: Server | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
  await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
  server = null;
});

const register = (harness: Harness, studentId: string, name: string, overrides = {}) =>
  harness.publish('StudentRegistered', {
    accountId: ACCOUNT,
    studentId,
    profile: profile(name, overrides),
    rule: 'student',
    origin: 'panel',
    registeredAt: '2026-11-23T12:00:00.000Z',
  });
const checkin = (harness: Harness, studentId: string, id?: string) =>
  harness.publish(
    'CheckinRecorded',
    {
      accountId: ACCOUNT,
      checkinId: `ck-${Math.random()}`,
      studentId,
      branchId: 'b',
      programId: 'p',
      programClassId: 'pc',
      classDate: '2026-11-23',
      startTime: '10:00',
      status: 'validated',
      forced: false,
      recordedAt: '2026-11-23T13:00:00.000Z',
    },
    id,
  );

describe('campaign engine, fed through the bus', () => {
  it('sends a checkin campaign by e-mail to the outbox, personalised, and records the delivery', async () => {
    h = await engineHarness();
    await h.start();
    await h.publish('CampaignCreated', {
      accountId: ACCOUNT,
      campaignId: 'c1',
      campaign: campaign({
        senderName: 'Academia',
        senderEmail: 'oi@academia.com.br',
        toBcc: ['copia@academia.com.br'],
      }),
      createdAt: '2026-11-23T12:00:00.000Z',
    });
    await register(h, 's1', 'Ana');
    await checkin(h, 's1');
    const [mail] = await eventually(async () => {
      const mails = await h!.outbox();
      expect(mails).toHaveLength(1);
      return mails;
    });
    expect(mail).toMatchObject({
      to: ['ana@exemplo.com.br'],
      subject: 'Olá Ana',
      html: '<p>Bom treino, Ana!</p>',
      text: 'Bom treino, Ana!',
      from: { name: 'Academia', email: 'oi@academia.com.br' },
      bcc: ['copia@academia.com.br'],
    });
    const [sent] = await eventually(async () => {
      const d = await h!.deliveries();
      expect(d).toHaveLength(1);
      return d;
    });
    expect(sent).toMatchObject({
      type: 'CampaignDeliverySent',
      data: {
        campaignId: 'c1',
        studentId: 's1',
        studentName: 'Ana Silva',
        channel: 'email',
        recipient: 'ana@exemplo.com.br',
        attempts: 1,
      },
    });
  });

  it('never sends twice for a redelivered trigger, and keeps to the frequency (daily: once a day)', async () => {
    h = await engineHarness();
    await h.start();
    await h.publish('CampaignCreated', {
      accountId: ACCOUNT,
      campaignId: 'c1',
      campaign: campaign({ frequency: 'daily' }),
      createdAt: '2026-11-23T12:00:00.000Z',
    });
    await register(h, 's1', 'Ana');
    const id = await checkin(h, 's1');
    await eventually(async () => expect(await h!.outbox()).toHaveLength(1));
    await checkin(h, 's1', id); // the bus delivers the same event again
    await checkin(h, 's1'); // a second check-in the same day
    await new Promise((r) => setTimeout(r, 300));
    await h.engine().runDue();
    expect(await h.outbox()).toHaveLength(1);
    h.clock.advance(24 * 3600 * 1000);
    await checkin(h, 's1');
    await eventually(async () => expect(await h!.outbox()).toHaveLength(2));
    expect((await h.deliveries()).map((e) => e.type)).toEqual(['CampaignDeliverySent', 'CampaignDeliverySent']);
  });

  it('single_dispatch goes once to the whole segment when the campaign becomes active (gympass: profile id or gympass plan)', async () => {
    h = await engineHarness();
    await h.start();
    await h.publish('PlanCreated', {
      accountId: ACCOUNT,
      planId: 'plan-gp',
      plan: catalogPlan('Gympass', 'gympass'),
      createdAt: '2026-11-01T12:00:00.000Z',
    });
    await register(h, 's1', 'Ana', { gympassId: 'GP-1' });
    await register(h, 's2', 'Bia');
    await register(h, 's3', 'Caio');
    await h.publish('StudentPlanStarted', {
      accountId: ACCOUNT,
      studentPlanId: 'sp2',
      studentId: 's2',
      planId: 'plan-gp',
      startDate: '2026-11-01',
    });
    const draft = campaign({ activity: 'single_dispatch', templateType: 'gympass', status: 'draft' });
    await h.publish('CampaignCreated', {
      accountId: ACCOUNT,
      campaignId: 'c2',
      campaign: draft,
      createdAt: '2026-11-23T12:00:00.000Z',
    });
    await h.publish('CampaignUpdated', {
      accountId: ACCOUNT,
      campaignId: 'c2',
      campaign: { ...draft, status: 'active' },
      updatedAt: '2026-11-23T12:01:00.000Z',
    });
    await eventually(async () =>
      expect((await h!.outbox()).map((m) => m.to[0]).sort()).toEqual(['ana@exemplo.com.br', 'bia@exemplo.com.br']),
    );
    // Saved again while active: not dispatched a second time.
    await h.publish('CampaignUpdated', {
      accountId: ACCOUNT,
      campaignId: 'c2',
      campaign: { ...draft, status: 'active', title: 'Outro' },
      updatedAt: '2026-11-23T12:02:00.000Z',
    });
    await new Promise((r) => setTimeout(r, 300));
    await h.engine().runDue();
    expect(await h.outbox()).toHaveLength(2);
  });

  it('keeps scheduled sends across a restart and sends each exactly once at the next HH:MM in São Paulo', async () => {
    h = await engineHarness();
    await h.start();
    await h.publish('CampaignCreated', {
      accountId: ACCOUNT,
      campaignId: 'c3',
      campaign: campaign({ time: '08:00' }),
      createdAt: '2026-11-23T12:00:00.000Z',
    });
    await register(h, 's1', 'Ana');
    await register(h, 's2', 'Bia');
    await checkin(h, 's1');
    await checkin(h, 's2');
    await eventually(async () => expect(await h!.documents.collection('ce_schedules').count()).toBe(2));
    expect(await h.outbox()).toHaveLength(0);
    await h.engine().stop();

    h.clock.set('2026-11-24T10:59:00.000Z'); // 07:59 in São Paulo: not yet
    await h.start();
    await h.engine().runDue();
    expect(await h.outbox()).toHaveLength(0);
    h.clock.set('2026-11-24T11:00:00.000Z'); // 08:00 in São Paulo
    expect(await h.engine().runDue()).toBe(2);
    await h.engine().runDue();
    expect((await h.outbox()).map((m) => m.to[0]).sort()).toEqual(['ana@exemplo.com.br', 'bia@exemplo.com.br']);
    expect(await h.deliveries()).toHaveLength(2);
  });

  it('retries a failing SMS provider with backoff, then records the failure', async () => {
    const requests: unknown[] = [];
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        requests.push(JSON.parse(body));
        res.writeHead(503).end();
      });
    });
    await new Promise<void>((r) => server!.listen(0, '127.0.0.1', () => r()));
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    h = await engineHarness({ sms: httpMessagingChannel({ baseUrl, channel: 'sms' }), maxAttempts: 3 });
    await h.start();
    await h.publish('CampaignCreated', {
      accountId: ACCOUNT,
      campaignId: 'c4',
      campaign: campaign({ notificationChannel: 'sms' }),
      createdAt: '2026-11-23T12:00:00.000Z',
    });
    await register(h, 's1', 'Ana');
    await checkin(h, 's1');
    await eventually(async () => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({ channel: 'sms', to: '+5511987654321', text: 'Olá Ana\nBom treino, Ana!' });
    // The provider has answered, but the engine may still be recording the failed attempt and its retry
    // time (now + 1 s): the clock moves only once that is done, or the retry would land 1 s later.
    await h.engine().runDue();
    h.clock.advance(1000);
    await h.engine().runDue();
    expect(requests).toHaveLength(2);
    expect(await h.deliveries()).toHaveLength(0);
    h.clock.advance(4000);
    await h.engine().runDue();
    expect(requests).toHaveLength(3);
    const [failed] = await h.deliveries();
    expect(failed).toMatchObject({
      type: 'CampaignDeliveryFailed',
      data: { channel: 'sms', attempts: 3, error: 'provedor respondeu 503', recipient: '+5511987654321' },
    });
    h.clock.advance(3600_000);
    await h.engine().runDue();
    expect(requests).toHaveLength(3);
  });

  it('push: an inbox message to the student (senderId null, campaignId set) plus the push provider', async () => {
    h = await engineHarness();
    await h.start();
    await h.publish('CampaignCreated', {
      accountId: ACCOUNT,
      campaignId: 'c5',
      campaign: campaign({ activity: 'moviment_points', notificationChannel: 'push' }),
      createdAt: '2026-11-23T12:00:00.000Z',
    });
    await register(h, 's1', 'Ana');
    await h.publish('PointsMovementRecorded', {
      accountId: ACCOUNT,
      movementId: 'm1',
      studentId: 's1',
      operation: 'add',
      value: 10,
      obs: null,
      balanceAfter: 10,
      recordedAt: '2026-11-23T13:00:00.000Z',
    });
    await eventually(async () => expect(h!.push.sent).toHaveLength(1));
    const inbox = (await h.eventStore.readAll(0, 100)).filter((e) => e.type === 'InboxMessageSent');
    expect(inbox).toHaveLength(1);
    expect(inbox[0]!.data).toMatchObject({
      accountId: ACCOUNT,
      studentId: 's1',
      senderId: null,
      campaignId: 'c5',
      subject: 'Olá Ana',
      body: '<p>Bom treino, Ana!</p>',
    });
    expect(h.push.sent[0]).toMatchObject({ studentId: 's1', title: 'Olá Ana' });
  });

  it('WhatsApp through the provider HTTP API, on start_plan and end_plan (expired) of a plan segment', async () => {
    const requests: Array<{ channel: string; to: string; text: string; reference: string }> = [];
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        requests.push(JSON.parse(body));
        res.writeHead(202, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((r) => server!.listen(0, '127.0.0.1', () => r()));
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    h = await engineHarness({ whatsapp: httpMessagingChannel({ baseUrl, channel: 'whatsapp' }) });
    await h.start();
    const plan = { templateType: 'plan' as const, segmentValue: 'plan-gold', notificationChannel: 'whatsapp' as const };
    await h.publish('CampaignCreated', {
      accountId: ACCOUNT,
      campaignId: 'c-start',
      campaign: campaign({ ...plan, activity: 'start_plan', title: 'Bem-vindo ao Gold' }),
      createdAt: '2026-11-23T12:00:00.000Z',
    });
    await h.publish('CampaignCreated', {
      accountId: ACCOUNT,
      campaignId: 'c-end',
      campaign: campaign({ ...plan, activity: 'end_plan', title: 'Seu Gold acabou' }),
      createdAt: '2026-11-23T12:00:00.000Z',
    });
    await register(h, 's1', 'Ana');
    await register(h, 's2', 'Bia');
    await h.publish('StudentPlanStarted', {
      accountId: ACCOUNT,
      studentPlanId: 'sp1',
      studentId: 's1',
      planId: 'plan-gold',
      startDate: '2026-11-23',
    });
    await h.publish('StudentPlanStarted', {
      accountId: ACCOUNT,
      studentPlanId: 'sp2',
      studentId: 's2',
      planId: 'plan-silver',
      startDate: '2026-11-23',
    });
    await eventually(async () => expect(requests.map((r) => r.text.split('\n')[0])).toEqual(['Bem-vindo ao Gold']));
    await h.publish('StudentPlanEnded', {
      accountId: ACCOUNT,
      studentPlanId: 'sp1',
      studentId: 's1',
      planId: 'plan-gold',
      endDate: '2026-12-23',
      reason: 'expired',
    });
    await h.publish('StudentPlanEnded', {
      accountId: ACCOUNT,
      studentPlanId: 'sp2',
      studentId: 's2',
      planId: 'plan-silver',
      endDate: '2026-12-23',
      reason: 'expired',
    });
    await eventually(async () =>
      expect(requests.map((r) => r.text.split('\n')[0])).toEqual(['Bem-vindo ao Gold', 'Seu Gold acabou']),
    );
    expect(requests[1]).toMatchObject({ channel: 'whatsapp', to: '+5511987654321' });
    const sent = await eventually(async () => {
      const d = await h!.deliveries();
      expect(d).toHaveLength(2);
      return d;
    });
    expect(sent.map((e) => (e.data as { recipient: string }).recipient)).toEqual(['+5511987654321', '+5511987654321']);
  });

  it('new_register welcomes students, not staff', async () => {
    h = await engineHarness();
    await h.start();
    await h.publish('CampaignCreated', {
      accountId: ACCOUNT,
      campaignId: 'c-new',
      campaign: campaign({ activity: 'new_register', title: 'Bem-vinda, {{nome}}' }),
      createdAt: '2026-11-23T12:00:00.000Z',
    });
    await h.publish('StudentRegistered', {
      accountId: ACCOUNT,
      studentId: 'staff1',
      profile: profile('Coach'),
      rule: 'coach',
      origin: 'panel',
      registeredAt: '2026-11-23T12:00:00.000Z',
    });
    await register(h, 's1', 'Ana');
    await eventually(async () => expect((await h!.outbox()).map((m) => m.subject)).toEqual(['Bem-vinda, Ana']));
  });
});
