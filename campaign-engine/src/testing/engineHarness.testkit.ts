import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { validateEventData, type CampaignSettings, type PlanType, type StudentProfile } from '@gym/contracts';
import { FixedClock, uuid, type EventStore, type RecordedEvent } from '@gym/platform';
import { SqliteDocumentStore, SqliteEventBus, SqliteEventStore } from '@gym/platform/sqlite';
import { recordingPushProvider, pushChannel } from '../channels/pushChannel.ts';
import { emailChannel } from '../channels/emailChannel.ts';
import { outboxMailSender, OUTBOX, type OutboxMail } from '../channels/outboxMailSender.ts';
import type { ChannelSender, Channels } from '../channels/channel.ts';
import { startCampaignEngine, type CampaignEngine } from '../engine.ts';

/** Real SQLite files (event store, bus, the engine's store) in a temp folder; events go onto the bus. */
export async function engineHarness(
  options: {
    sms?: ChannelSender;
    whatsapp?: ChannelSender;
    maxAttempts?: number;
    log?: (message: string, error?: unknown) => void;
    /** Wraps the event store the engine appends to (a failing store, for the logging test). */
    wrapEventStore?: (store: EventStore) => EventStore;
  } = {},
) {
  const dir = mkdtempSync(path.join(tmpdir(), 'gym-engine-'));
  const eventStore = SqliteEventStore.open(path.join(dir, 'events.sqlite'));
  const bus = SqliteEventBus.open(path.join(dir, 'bus.sqlite'));
  const documents = SqliteDocumentStore.open(path.join(dir, 'campaigns.sqlite'));
  const clock = new FixedClock('2026-11-23T13:00:00.000Z'); // 10:00 in São Paulo
  const push = recordingPushProvider();
  const unused: ChannelSender = async () => {
    throw new Error('canal não configurado no teste');
  };
  const channels: Channels = {
    email: emailChannel(outboxMailSender(documents, () => clock.now())),
    push: pushChannel(eventStore, push),
    sms: options.sms ?? unused,
    whatsapp: options.whatsapp ?? unused,
  };
  let position = 0;
  let engine: CampaignEngine | null = null;
  const start = async () => {
    engine = await startCampaignEngine({
      bus,
      eventStore: options.wrapEventStore ? options.wrapEventStore(eventStore) : eventStore,
      documents,
      channels,
      clock,
      tickMs: 0,
      maxAttempts: options.maxAttempts ?? 3,
      log: options.log ?? (() => {}),
    });
    return engine;
  };

  /** Publishes one event (checked against its contract schema) as the relay would. */
  async function publish(type: string, data: Record<string, unknown>, id = uuid()): Promise<string> {
    validateEventData(type, data);
    const event: RecordedEvent = {
      id,
      type,
      data,
      schemaVersion: 1,
      metadata: { accountId: data.accountId as string },
      streamId: `test-${id}`,
      streamRevision: 0,
      position: ++position,
      recordedAt: clock.now().toISOString(),
    };
    await bus.publish('domain-events', [{ id, key: String(data.accountId), type, payload: event }]);
    return id;
  }

  const outbox = () => documents.collection<OutboxMail>(OUTBOX).find({}, { sort: [['sentAt', 1]] });
  async function deliveries() {
    const all: RecordedEvent[] = [];
    let from = 0;
    for (;;) {
      const batch = await eventStore.readAll(from, 1000);
      if (batch.length === 0) return all.filter((e) => e.type.startsWith('CampaignDelivery'));
      all.push(...batch);
      from = batch[batch.length - 1]!.position;
    }
  }

  return {
    clock,
    eventStore,
    bus,
    documents,
    push,
    publish,
    outbox,
    deliveries,
    start,
    engine: () => engine!,
    async close() {
      await engine?.stop();
      await bus.close();
      await eventStore.close();
      await documents.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Waits until `check` passes (the engine works asynchronously behind the bus). */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}

export const ACCOUNT = 'acc-campaigns';

export function profile(name: string, overrides: Partial<StudentProfile> = {}): StudentProfile {
  return {
    name,
    lastName: 'Silva',
    email: `${name.toLowerCase()}@exemplo.com.br`,
    phone: '5511987654321',
    cpf: null,
    gender: '-',
    birthdate: null,
    gympassId: null,
    height: null,
    status: 'ativo',
    avatarUrl: null,
    ...overrides,
  };
}

export function campaign(overrides: Partial<CampaignSettings> = {}): CampaignSettings {
  return {
    title: 'Olá {{nome}}',
    description: '<p>Bom treino, {{nome}}!</p>',
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
    ...overrides,
  };
}

/** A catalogue plan as the plans feature writes it in PlanCreated (only its type matters to the engine). */
export function catalogPlan(name: string, planType: PlanType) {
  return {
    name,
    description: null,
    code: name.toLowerCase(),
    planType,
    visibility: 'everywhere',
    color: null,
    coverUrl: null,
    status: 'active',
    programIds: [],
    externalStores: [],
    recurrence: 'month',
    recurrenceValue: 1,
    value: 10000,
    installments: 1,
    billingTriggerType: 'inicio_do_periodo',
    billingTriggerDay: null,
    cycles: 0,
    subject: null,
    body: null,
    subjectOnEnd: null,
    bodyOnEnd: null,
  };
}
