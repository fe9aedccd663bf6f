// The campaign engine: a single_dispatch to N students fully delivered to the outbox (target: 100,000
// within 60 s), and trigger-to-delivery latency for a campaign without a send time (target: p95 <= 2 s).
// CAMPAIGN_BENCH_STUDENTS overrides N. Events go straight onto the embedded bus, as the relay puts them.
import path from 'node:path';
import type { CampaignSettings } from '@gym/contracts';
import { schemaCheckedEventStore, systemClock, uuid, type BusMessage, type RecordedEvent } from '@gym/platform';
import { SqliteDocumentStore, SqliteEventBus, SqliteEventStore } from '@gym/platform/sqlite';
import { channelsFromEnv, deliveryIdOf, OUTBOX, startCampaignEngine } from '@gym/campaign-engine';
import { log, percentile, round, sleep, tempDataDir, type Bench, type Row } from './lib.ts';

const ACCOUNT = 'bench-account';
let position = 0;

function message(type: string, data: Record<string, unknown>): BusMessage {
  const id = uuid();
  const payload: RecordedEvent = {
    id,
    type,
    data,
    schemaVersion: 1,
    metadata: { accountId: ACCOUNT },
    streamId: `bench-${id}`,
    streamRevision: 0,
    position: ++position,
    recordedAt: new Date().toISOString(),
  };
  return { id, key: ACCOUNT, type, payload };
}

const campaign = (o: Partial<CampaignSettings>): CampaignSettings => ({
  title: 'Olá {{nome}}',
  description: '<p>Novidades para você, {{nome}}!</p>',
  status: 'active',
  activity: 'single_dispatch',
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

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, pollMs = 200): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await sleep(pollMs);
  }
  return false;
}

const bench: Bench = async () => {
  const n = Number(process.env.CAMPAIGN_BENCH_STUDENTS ?? 100_000);
  const { dir, remove } = tempDataDir('campaigns');
  const eventStore = schemaCheckedEventStore(SqliteEventStore.open(path.join(dir, 'events.sqlite')));
  const bus = SqliteEventBus.open(path.join(dir, 'bus.sqlite'));
  const documents = SqliteDocumentStore.open(path.join(dir, 'campaigns.sqlite'));
  const channels = channelsFromEnv({}, eventStore, documents, () => new Date());
  const engine = await startCampaignEngine({ bus, eventStore, documents, channels, clock: systemClock, log: () => {} });
  const rows: Row[] = [];
  try {
    log(`registering ${n.toLocaleString('en-US')} students on the bus`);
    const fill = performance.now();
    for (let i = 0; i < n; i += 5000) {
      const batch: BusMessage[] = [];
      for (let j = i; j < Math.min(n, i + 5000); j++) {
        batch.push(
          message('StudentRegistered', {
            accountId: ACCOUNT,
            studentId: `s${j}`,
            rule: 'student',
            origin: 'panel',
            registeredAt: new Date().toISOString(),
            profile: {
              name: `Aluno${j}`,
              lastName: 'Bench',
              email: `aluno${j}@bench.com.br`,
              phone: null,
              cpf: null,
              gender: '-',
              birthdate: null,
              gympassId: null,
              height: null,
              status: 'ativo',
              avatarUrl: null,
            },
          }),
        );
      }
      await bus.publish('domain-events', batch);
    }
    const students = documents.collection('ce_students');
    await waitUntil(async () => (await students.count()) === n, 600_000, 500);
    rows.push({
      metric: 'engine state: students consumed from the bus',
      value: round((performance.now() - fill) / 1000, 1),
      unit: 's',
      note: `${n} StudentRegistered`,
    });

    log('single_dispatch to all of them');
    const outbox = documents.collection(OUTBOX);
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    await bus.publish('domain-events', [
      message('CampaignCreated', {
        accountId: ACCOUNT,
        campaignId: 'bench-dispatch',
        campaign: campaign({}),
        createdAt: new Date().toISOString(),
      }),
    ]);
    const done = await waitUntil(async () => (await outbox.count()) >= n, 300_000, 500);
    const seconds = (performance.now() - t0) / 1000;
    const cpu = process.cpuUsage(cpu0);
    rows.push({
      metric: `single_dispatch to ${n} students, all in the outbox`,
      value: round(seconds, 1),
      unit: 's',
      target: { op: '<=', value: 60 },
      note: done ? undefined : 'did not finish',
    });
    rows.push({ metric: 'single_dispatch CPU per delivery', value: round((cpu.user + cpu.system) / n, 1), unit: 'µs' });
    rows.push({ metric: 'single_dispatch deliveries per second', value: Math.round(n / seconds), unit: '/s' });

    log('trigger-to-delivery latency (checkin campaign, no send time)');
    const checkinCampaign = {
      id: 'bench-checkin',
      accountId: ACCOUNT,
      settings: campaign({ activity: 'checkin' }),
      dispatched: false,
    };
    await bus.publish('domain-events', [
      message('CampaignCreated', {
        accountId: ACCOUNT,
        campaignId: checkinCampaign.id,
        campaign: checkinCampaign.settings,
        createdAt: new Date().toISOString(),
      }),
    ]);
    await sleep(500);
    const marks = documents.collection('ce_marks');
    const latencies: number[] = [];
    for (let i = 0; i < 200; i++) {
      const studentId = `s${i}`;
      const start = performance.now();
      await bus.publish('domain-events', [
        message('CheckinRecorded', {
          accountId: ACCOUNT,
          checkinId: uuid(),
          studentId,
          branchId: 'b',
          programId: 'p',
          programClassId: 'pc',
          classDate: '2026-11-23',
          startTime: '07:00',
          status: 'validated',
          forced: false,
          recordedAt: new Date().toISOString(),
        }),
      ]);
      const id = deliveryIdOf(checkinCampaign, studentId, 'once');
      await waitUntil(async () => (await marks.get(id)) !== null, 10_000, 2);
      latencies.push(performance.now() - start);
    }
    rows.push({
      metric: 'trigger-to-delivery p95 (200 check-ins)',
      value: round(percentile(latencies, 95), 1),
      unit: 'ms',
      target: { op: '<=', value: 2000 },
    });
    rows.push({ metric: 'trigger-to-delivery p50', value: round(percentile(latencies, 50), 1), unit: 'ms' });
  } finally {
    await engine.stop();
    await bus.close();
    await eventStore.close();
    await documents.close();
    remove();
  }
  return rows;
};

export default bench;
