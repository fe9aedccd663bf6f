import { CheckpointMovedError, type Doc, type DocWrite, type DocumentStore } from '../ports/documentStore.ts';
import type { EventStore, RecordedEvent, Subscription } from '../ports/eventStore.ts';
import { projectBatch, type ProjectionTarget } from './projectBatch.ts';
import type { Projector } from './projection.ts';
import { rebuildProjector, versionCheckpoint } from './rebuildProjector.ts';

export interface ProjectorRunnerOptions {
  readonly eventStore: EventStore;
  readonly documentStore: DocumentStore;
  readonly projector: Projector;
  readonly batchSize?: number;
  readonly rebuildBatchSize?: number;
  /** A projection that throws stops the runner; this hears about it. */
  readonly onError?: (error: unknown) => void;
  /** Told each time the committed position advances (e.g. to tell waiters in another thread). */
  readonly onCommitted?: (position: number) => void;
  /**
   * How often (ms) an idle runner compares its checkpoint with the stored one, to notice a rebuild swapped in
   * by another process (`npm run rebuild`) when no event comes to fence it off. Off when absent.
   */
  readonly watchCheckpointMs?: number;
  /** Told when the runner found its checkpoint moved by another writer and resumed from the stored one. */
  readonly onResync?: (resync: { readonly from: number; readonly to: number }) => void;
}

interface Waiter {
  readonly position: number;
  readonly resolve: (reached: boolean) => void;
}

/** A batch whose commit is under way, and its documents (null: deleted), which the next batch projects on. */
interface InFlight {
  readonly done: Promise<void>;
  readonly docs: ReadonlyMap<string, ReadonlyMap<string, Doc | null>>;
}

function documentsOf(writes: readonly DocWrite[]): Map<string, Map<string, Doc | null>> {
  const docs = new Map<string, Map<string, Doc | null>>();
  for (const write of writes) {
    let inCollection = docs.get(write.collection);
    if (!inCollection) {
      inCollection = new Map();
      docs.set(write.collection, inCollection);
    }
    if (write.kind === 'upsert') inCollection.set(write.doc.id, write.doc);
    else inCollection.set(write.id, null);
  }
  return docs;
}

/**
 * Keeps one projector's read models up to date: catch-up subscription from its checkpoint, one atomic
 * write (documents + checkpoint) per batch. The projector version is kept as checkpoint `<name>@version`.
 * While a batch is being committed, the next one is already read and projected on top of its documents
 * (a store over the network then works while this process projects); commits stay one at a time, in order.
 */
export class ProjectorRunner {
  private committed = 0;
  /** Position of the last batch handed to the store (committed or still being committed). */
  private projected = 0;
  private inFlight: InFlight | null = null;
  private subscription: Subscription | null = null;
  private rebuilding: Promise<void> | null = null;
  private readonly waiters = new Set<Waiter>();
  private readonly targets: ProjectionTarget[];
  private failure: unknown = null;
  /** Bumped by each resync: a batch read or projected for an older generation is dropped. */
  private generation = 0;
  private resyncing: Promise<void> | null = null;
  private watch: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(private readonly options: ProjectorRunnerOptions) {
    this.targets = options.projector.projections.map((projection) => ({
      projection,
      collection: projection.collection.name,
    }));
  }

  get name(): string {
    return this.options.projector.name;
  }

  /** The error that stopped the runner, if any. */
  get error(): unknown {
    return this.failure;
  }

  async start(): Promise<void> {
    const { documentStore, projector } = this.options;
    for (const projection of projector.projections) await documentStore.ensureCollection(projection.collection);
    this.setCommitted(await documentStore.getCheckpoint(projector.name));
    const storedVersion = await documentStore.getCheckpoint(versionCheckpoint(projector));
    if (storedVersion !== projector.version) {
      // A brand-new projector just catches up; a changed one is rebuilt into fresh copies first.
      if (storedVersion === 0 && this.committed === 0)
        await documentStore.commit([], { name: versionCheckpoint(projector), position: projector.version });
      else await this.rebuild();
    }
    this.subscribe();
    if (this.options.watchCheckpointMs) {
      this.watch = setInterval(() => void this.checkIdle(), this.options.watchCheckpointMs);
      this.watch.unref();
    }
  }

  position(): number {
    return this.committed;
  }

  /** Resolves true once the read models include `position`, false on timeout; never rejects. */
  waitFor(position: number, timeoutMs = 5000): Promise<boolean> {
    if (this.committed >= position) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        position,
        resolve: (reached) => {
          clearTimeout(timer);
          this.waiters.delete(waiter);
          resolve(reached);
        },
      };
      const timer = setTimeout(() => waiter.resolve(false), timeoutMs);
      this.waiters.add(waiter);
    });
  }

  /** Rebuilds into fresh copies while the live collections serve, then swaps and continues live. */
  rebuild(): Promise<void> {
    this.rebuilding ??= this.runRebuild().finally(() => {
      this.rebuilding = null;
    });
    return this.rebuilding;
  }

  private async runRebuild(): Promise<void> {
    const wasLive = this.subscription !== null;
    const result = await rebuildProjector({
      eventStore: this.options.eventStore,
      documentStore: this.options.documentStore,
      projector: this.options.projector,
      ...(this.options.rebuildBatchSize ? { batchSize: this.options.rebuildBatchSize } : {}),
      beforeSwap: async () => {
        await this.subscription?.stop();
        this.subscription = null;
        await this.settle();
      },
    });
    this.setCommitted(result.position);
    if (wasLive) this.subscribe();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.watch) clearInterval(this.watch);
    this.watch = null;
    await this.rebuilding;
    await this.resyncing;
    await this.subscription?.stop();
    this.subscription = null;
    await this.settle();
    for (const waiter of [...this.waiters]) waiter.resolve(false);
  }

  private subscribe(): void {
    this.subscription = this.options.eventStore.subscribeToAll({
      fromPosition: this.committed,
      batchSize: this.options.batchSize ?? 500,
      onEvents: (events) => this.handle(events),
      onError: (error) => {
        this.subscription = null;
        this.fail(error);
      },
    });
  }

  private fail(error: unknown): void {
    if (this.failure !== null) return;
    this.failure = error;
    void this.subscription?.stop();
    this.subscription = null;
    this.options.onError?.(error);
  }

  /** Waits for the batch being committed, if any; its failure is reported by fail(). */
  private async settle(): Promise<void> {
    await this.inFlight?.done.catch(() => undefined);
  }

  private async handle(events: RecordedEvent[]): Promise<void> {
    const generation = this.generation;
    // Events at or below the checkpoint are already in the documents: skipping keeps replays idempotent.
    const base = Math.max(this.committed, this.projected);
    const fresh = events.filter((event) => event.position > base);
    const last = fresh[fresh.length - 1];
    if (!last) return;
    const previous = this.inFlight;
    const writes = await projectBatch(
      this.options.documentStore,
      this.targets,
      fresh,
      previous ? { pending: previous.docs } : {},
    );
    // One commit at a time, in log order; a failed one stops here (and the runner, through fail()).
    if (
      previous &&
      !(await previous.done.then(
        () => true,
        () => false,
      ))
    )
      return;
    if (generation !== this.generation) return;
    // Fenced: written only if the stored checkpoint is still the one this batch was projected on, and the stored
    // version this runner's. A rebuild swapped in by another process moved one of them: the batch is dropped and
    // the runner resumes from the swap (or stops, for another version's copy).
    const done = this.options.documentStore
      .commit(writes, {
        name: this.name,
        position: last.position,
        expected: base,
        requires: { [versionCheckpoint(this.options.projector)]: this.options.projector.version },
      })
      .then(() => {
        if (this.inFlight === batch) this.inFlight = null;
        this.setCommitted(last.position);
      });
    const batch: InFlight = { done, docs: documentsOf(writes) };
    this.inFlight = batch;
    this.projected = last.position;
    done.catch((error: unknown) => {
      if (this.inFlight === batch) this.inFlight = null;
      if (error instanceof CheckpointMovedError) void this.resync();
      else this.fail(error);
    });
  }

  /** Idle (nothing in flight): a stored checkpoint other than ours means another process swapped a rebuild in. */
  private async checkIdle(): Promise<void> {
    if (this.stopped || this.failure !== null || this.rebuilding || this.resyncing || this.inFlight) return;
    const generation = this.generation;
    const projected = Math.max(this.committed, this.projected);
    const stored = await this.options.documentStore.getCheckpoint(this.name).catch(() => projected);
    const unchanged = generation === this.generation && projected === Math.max(this.committed, this.projected);
    if (stored !== projected && unchanged && !this.inFlight) await this.resync();
  }

  /**
   * Follows the stored checkpoint again after another writer moved it (a rebuild swapped in by
   * `npm run rebuild` while this runner was live): the batches projected on the old copies are dropped and
   * the subscription restarts from the swapped-in position. A copy made by other code (a higher version in
   * `<name>@version`) is not followed: the runner stops with an error, to be restarted with that code.
   */
  private resync(): Promise<void> {
    this.resyncing ??= this.runResync().finally(() => {
      this.resyncing = null;
    });
    return this.resyncing;
  }

  private async runResync(): Promise<void> {
    this.generation++;
    const subscription = this.subscription;
    this.subscription = null;
    await subscription?.stop();
    await this.settle();
    this.inFlight = null;
    if (this.stopped || this.failure !== null) return;
    const { documentStore, projector } = this.options;
    const storedVersion = await documentStore.getCheckpoint(versionCheckpoint(projector));
    if (storedVersion !== projector.version) {
      this.fail(
        new Error(
          `projector ${projector.name}: version ${storedVersion} was swapped in by another process; this runner has version ${projector.version}, restart it with that code`,
        ),
      );
      return;
    }
    const from = Math.max(this.committed, this.projected);
    const to = await documentStore.getCheckpoint(projector.name);
    this.committed = to;
    this.projected = to;
    this.setCommitted(to);
    this.options.onResync?.({ from, to });
    if (!this.stopped && this.failure === null) this.subscribe();
  }

  private setCommitted(position: number): void {
    if (position > this.committed) {
      this.committed = position;
      this.options.onCommitted?.(position);
    }
    for (const waiter of [...this.waiters]) if (waiter.position <= this.committed) waiter.resolve(true);
  }
}
