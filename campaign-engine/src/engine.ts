import type {
  Clock,
  ConsumedMessage,
  Consumer,
  DocWrite,
  DocumentStore,
  EventBus,
  EventStore,
  RecordedEvent,
} from '@gym/platform';
import { createLogger, logFunction } from '@gym/platform/logging';
import { withAccountSender } from './accountSender.ts';
import { applyEvent } from './applyEvent.ts';
import type { Channels } from './channels/channel.ts';
import { deliver } from './deliver.ts';
import { sendsForDispatch, sendsForTrigger, shouldDispatch, type PlannedSend } from './rules/plan.ts';
import { triggerOf } from './rules/triggers.ts';
import type { EngineCampaign, PlanType } from './rules/types.ts';
import { C, engineState, ensureEngineCollections } from './state.ts';

export const CAMPAIGN_ENGINE_GROUP = 'campaign-engine';

export interface CampaignEngineOptions {
  readonly bus: EventBus;
  /** Where delivery events (and push inbox messages) are appended. */
  readonly eventStore: EventStore;
  /** The engine's own store. */
  readonly documents: DocumentStore;
  readonly channels: Channels;
  readonly clock: Clock;
  readonly topic?: string;
  /** How often due schedules are looked for; 0 = only when runDue is called (tests moving the clock). */
  readonly tickMs?: number;
  readonly maxAttempts?: number;
  /** Sends in flight at once while draining due schedules. */
  readonly concurrency?: number;
  readonly log?: (message: string, error?: unknown) => void;
  /** Opens the personal data sealed in the bus's events (platform's `personalDataSealer`); as they are when absent. */
  readonly openEvents?: (events: RecordedEvent[]) => Promise<RecordedEvent[]>;
}

export interface CampaignEngine {
  /** Sends everything due now; resolves with how many schedules it handled. */
  runDue(): Promise<number>;
  stop(): Promise<void>;
}

const BATCH = 1000;

/** The campaign engine: a consumer group on the bus, its state in its own store, durable schedules. */
export async function startCampaignEngine(o: CampaignEngineOptions): Promise<CampaignEngine> {
  await ensureEngineCollections(o.documents);
  const state = engineState(o.documents);
  const planTypes = new Map((await state.plans.find()).map((p) => [p.id, p.planType] as const));
  const planTypeOf = (planId: string): PlanType | undefined => planTypes.get(planId);
  const log = o.log ?? logFunction(createLogger({ service: 'campaign-engine' }));
  const ctx = {
    state,
    eventStore: o.eventStore,
    channels: o.channels,
    now: () => o.clock.now(),
    maxAttempts: o.maxAttempts ?? 5,
  };

  async function schedule(sends: readonly PlannedSend[]): Promise<void> {
    for (let i = 0; i < sends.length; i += 5000) {
      const writes: DocWrite[] = sends
        .slice(i, i + 5000)
        .map((doc) => ({ kind: 'upsert', collection: C.schedules, doc }));
      await o.documents.commit(writes);
    }
  }

  async function dispatch(campaign: EngineCampaign): Promise<void> {
    const students = await state.students.find({ accountId: campaign.accountId });
    await schedule(sendsForDispatch(campaign, students, planTypeOf, o.clock.now()));
    await state.campaigns.upsert({ ...campaign, dispatched: true });
  }

  async function handle(event: RecordedEvent): Promise<void> {
    const saved = await applyEvent(state, event);
    if (event.type === 'PlanCreated' || event.type === 'PlanChanged') {
      const id = (event.data as { planId?: unknown } | null)?.planId;
      const doc = typeof id === 'string' ? await state.plans.get(id) : null;
      if (doc) planTypes.set(doc.id, doc.planType);
    }
    if (saved && shouldDispatch(saved)) await dispatch(saved);
    const fact = triggerOf(event);
    if (!fact) return;
    const student = await state.students.get(fact.studentId);
    if (!student || student.accountId !== fact.accountId) return;
    const campaigns = await state.campaigns.find({ accountId: fact.accountId });
    await schedule(sendsForTrigger(fact, campaigns, student, planTypeOf, o.clock.now()));
  }

  let draining: Promise<number> | null = null;
  /** The drain that runs after the current one: what every runDue() during the current drain waits for. */
  let following: Promise<number> | null = null;
  async function drain(): Promise<number> {
    let handled = 0;
    const campaignCache = new Map<string, EngineCampaign | null>();
    for (;;) {
      const due = await state.schedules.find(
        { sendAt: { $lte: o.clock.now().toISOString() } },
        { sort: [['sendAt', 1]], limit: BATCH },
      );
      if (due.length === 0) return handled;
      const students = new Map(
        (await state.students.getMany([...new Set(due.map((d) => d.studentId))])).map((s) => [s.id, s]),
      );
      for (const id of new Set(due.map((d) => d.campaignId))) {
        if (campaignCache.has(id)) continue;
        const campaign = await state.campaigns.get(id);
        campaignCache.set(
          id,
          withAccountSender(campaign, campaign ? await state.accounts.get(campaign.accountId) : null),
        );
      }
      // Frequency marks of the whole batch in one read; bookkeeping of the whole batch in one commit.
      const marked = new Set((await state.marks.getMany(due.map((d) => d.id))).map((m) => m.id));
      const writes: DocWrite[] = due
        .filter((d) => marked.has(d.id))
        .map((d) => ({ kind: 'delete', collection: C.schedules, id: d.id }));
      const pending = due.filter((d) => !marked.has(d.id));
      const concurrency = o.concurrency ?? 32;
      for (let i = 0; i < pending.length; i += concurrency) {
        const results = await Promise.all(
          pending.slice(i, i + concurrency).map((s) =>
            deliver(ctx, s, campaignCache.get(s.campaignId) ?? null, students.get(s.studentId) ?? null).catch(
              (error) => {
                log(`campaign delivery ${s.id} failed to record`, error);
                return [] as DocWrite[];
              },
            ),
          ),
        );
        writes.push(...results.flat());
      }
      await o.documents.commit(writes);
      handled += due.length;
      // A short batch was everything due (retries were moved into the future); a full one may have more.
      if (due.length < BATCH) return handled;
    }
  }
  /** Resolves once everything due at the time of the call is handled. */
  function runDue(): Promise<number> {
    if (draining) {
      // The drain under way may have read the schedules before this call (before a clock moved, before a
      // schedule was written): one more drain after it, shared by every caller meanwhile, answers instead.
      following ??= draining
        .catch(() => 0)
        .then(() => {
          following = null;
          return runDue();
        });
      return following;
    }
    draining = drain().finally(() => {
      draining = null;
    });
    return draining;
  }

  const consumer: Consumer = await o.bus.consume({
    topic: o.topic ?? 'domain-events',
    groupId: CAMPAIGN_ENGINE_GROUP,
    onMessages: async (messages: ConsumedMessage[]) => {
      const events = messages.map((m) => m.payload as RecordedEvent);
      for (const event of o.openEvents ? await o.openEvents(events) : events) await handle(event);
      void runDue().catch((error) => log('campaign engine: sending due schedules failed', error));
    },
  });
  const timer =
    o.tickMs === 0
      ? null
      : setInterval(() => void runDue().catch((e) => log('campaign engine tick failed', e)), o.tickMs ?? 1000);

  return {
    runDue,
    async stop() {
      if (timer) clearInterval(timer);
      await consumer.stop();
      await draining?.catch(() => undefined);
    },
  };
}
