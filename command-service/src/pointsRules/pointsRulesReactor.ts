import {
  DomainError,
  handleCommand,
  type DocWrite,
  type DocumentStore,
  type EventStore,
  type RecordedEvent,
  type Subscription,
} from '@gym/platform';
import { loadState, streams } from '../aggregates.ts';
import { pointsDecider } from '../points/pointsDecider.ts';
import { pointsStream } from '../points/pointsHandlers.ts';
import type { Services } from '../services.ts';
import { studentDecider } from '../students/studentDecider.ts';
import {
  react,
  reactorEventTypes,
  stateIdsOf,
  type PointsGrant,
  type ReactorStateDoc,
} from './pointsRulesReactions.ts';

/** The reactor's checkpoint and its own state collection: neither belongs to a read-model projector. */
export const POINTS_RULES_REACTOR = 'points-rules-reactor';
export const POINTS_RULES_REACTOR_STATE = 'pointsRulesReactor';

export type GrantOutcome = 'granted' | 'duplicate' | 'refused';

/**
 * Records one automatic grant on the student's points stream. The movement id (and the event id) is derived
 * from the triggering event: when that event is reacted to again (a restart before the checkpoint was saved,
 * a reactor reset) the points decider finds the id in the stream and decides nothing.
 */
export async function grantPoints(
  svc: Pick<Services, 'eventStore' | 'clock'>,
  grant: PointsGrant,
): Promise<GrantOutcome> {
  const student = await loadState(svc.eventStore, studentDecider, streams.student(grant.studentId));
  const studentExists = student.status === 'registered' && student.accountId === grant.accountId;
  try {
    const result = await handleCommand(svc.eventStore, {
      streamId: pointsStream(grant.studentId),
      decider: pointsDecider,
      command: {
        type: 'RecordPointsMovement',
        data: {
          accountId: grant.accountId,
          studentId: grant.studentId,
          movementId: grant.movementId,
          operation: 'add',
          value: grant.value,
          obs: grant.obs,
          studentExists,
          now: svc.clock.now().toISOString(),
          source: grant.source,
        },
      },
      metadata: { accountId: grant.accountId, correlationId: grant.movementId },
      eventIds: () => grant.movementId,
      maxRetries: 10,
    });
    return result.events.length > 0 ? 'granted' : 'duplicate';
  } catch (error) {
    // A removed student, a balance past the range: nothing to grant, and nothing to retry.
    if (error instanceof DomainError) return 'refused';
    throw error;
  }
}

export interface PointsRulesReactorOptions {
  readonly svc: Pick<Services, 'eventStore' | 'documents' | 'clock'>;
  readonly log: (message: string, error?: unknown) => void;
  readonly batchSize?: number;
  /** Told of each grant's outcome (tests and logs). */
  readonly onGrant?: (grant: PointsGrant, outcome: GrantOutcome) => void;
}

/**
 * The automatic points rules (/admin/crm-settings) applied to the event log: a catch-up subscription from its
 * own checkpoint. Each batch: fold the events into the reactor's state, append the grants they trigger, then
 * commit the state and the checkpoint together. A crash between the grants and the commit replays the batch,
 * and the replayed grants are refused as duplicates by their deterministic ids: exactly once per trigger.
 */
export class PointsRulesReactor {
  private committed = 0;
  /** The checkpoint as saved: behind `committed` while only events the rules ignore came. */
  private saved = 0;
  private flushTimer: ReturnType<typeof setTimeout> | null = null;
  private subscription: Subscription | null = null;
  private failure: unknown = null;
  private readonly waiters = new Set<{ position: number; resolve: (reached: boolean) => void }>();

  constructor(private readonly o: PointsRulesReactorOptions) {}

  private get docs(): DocumentStore {
    return this.o.svc.documents;
  }
  private get events(): EventStore {
    return this.o.svc.eventStore;
  }

  get error(): unknown {
    return this.failure;
  }

  position(): number {
    return this.committed;
  }

  async start(): Promise<void> {
    await this.docs.ensureCollection({ name: POINTS_RULES_REACTOR_STATE, indexes: [] });
    this.committed = await this.docs.getCheckpoint(POINTS_RULES_REACTOR);
    this.saved = this.committed;
    this.subscription = this.events.subscribeToAll({
      fromPosition: this.committed,
      batchSize: this.o.batchSize ?? 500,
      onEvents: (events) => this.handle(events),
      onError: (error) => {
        this.subscription = null;
        this.failure = error;
        this.o.log('points rules reactor stopped', error);
      },
    });
  }

  /** Resolves true once every event up to `position` was reacted to, false on timeout. */
  waitFor(position: number, timeoutMs = 5000): Promise<boolean> {
    if (this.committed >= position) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter = {
        position,
        resolve: (reached: boolean) => {
          clearTimeout(timer);
          this.waiters.delete(waiter);
          resolve(reached);
        },
      };
      const timer = setTimeout(() => waiter.resolve(false), timeoutMs);
      this.waiters.add(waiter);
    });
  }

  async stop(): Promise<void> {
    await this.subscription?.stop();
    this.subscription = null;
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    await this.flush();
    for (const waiter of [...this.waiters]) waiter.resolve(false);
  }

  private async handle(events: RecordedEvent[]): Promise<void> {
    const fresh = events.filter((event) => event.position > this.committed);
    const last = fresh[fresh.length - 1];
    if (!last) return;
    if (!fresh.some((event) => reactorEventTypes.has(event.type))) {
      // Nothing the rules read (most of the log): the checkpoint is saved later, at most once a second. Reacting
      // to these events again after a crash does nothing, so a checkpoint behind them is safe.
      this.advance(last.position);
      this.flushTimer ??= setTimeout(() => {
        this.flushTimer = null;
        this.flush().catch((error: unknown) => this.o.log('points rules reactor checkpoint failed', error));
      }, 1000);
      this.flushTimer.unref?.();
      return;
    }
    const ids = [...new Set(fresh.flatMap(stateIdsOf))];
    const loaded = ids.length
      ? await this.docs.collection<ReactorStateDoc>(POINTS_RULES_REACTOR_STATE).getMany(ids)
      : [];
    const state = new Map<string, ReactorStateDoc | null>(loaded.map((doc) => [doc.id, doc]));
    const before = new Map(state);
    const grants: PointsGrant[] = [];
    for (const event of fresh) {
      const grant = react(state, event);
      if (grant) grants.push(grant);
    }
    for (const grant of grants) {
      const outcome = await grantPoints(this.o.svc, grant);
      this.o.onGrant?.(grant, outcome);
      if (outcome === 'refused') this.o.log(`points rule ${grant.source}: nothing granted to ${grant.studentId}`);
    }
    const writes: DocWrite[] = [];
    for (const [id, doc] of state)
      if (doc && doc !== before.get(id)) writes.push({ kind: 'upsert', collection: POINTS_RULES_REACTOR_STATE, doc });
    await this.docs.commit(writes, { name: POINTS_RULES_REACTOR, position: last.position });
    this.saved = last.position;
    this.advance(last.position);
  }

  private advance(position: number): void {
    this.committed = position;
    for (const waiter of [...this.waiters]) if (waiter.position <= this.committed) waiter.resolve(true);
  }

  private async flush(): Promise<void> {
    const position = this.committed;
    if (position <= this.saved) return;
    await this.docs.commit([], { name: POINTS_RULES_REACTOR, position });
    this.saved = Math.max(this.saved, position);
  }
}

/** Starts the reactor in the server (app/src/server.ts), next to the plan calendar and the charge run. */
export async function startPointsRulesReactor(
  svc: Pick<Services, 'eventStore' | 'documents' | 'clock'>,
  log: (message: string, error?: unknown) => void,
): Promise<PointsRulesReactor> {
  const reactor = new PointsRulesReactor({ svc, log });
  await reactor.start();
  return reactor;
}
