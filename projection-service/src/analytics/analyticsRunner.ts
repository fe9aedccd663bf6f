import { ProjectorRunner, type DocumentStore, type EventStore } from '@gym/platform';
import { analyticsProjector } from './monthlyRevenueByPlan.ts';

export interface AnalyticsRunnerOptions {
  /** The log as the read-model projector reads it (schema-checked, personal data opened). */
  readonly eventStore: EventStore;
  readonly documentStore: DocumentStore;
  readonly log: (message: string, error?: unknown) => void;
  /** How often an idle runner looks for a rebuild swapped in by `npm run rebuild -- analytics` (default 1 s). */
  readonly watchCheckpointMs?: number;
}

export interface AnalyticsRunner {
  readonly runner: ProjectorRunner;
  /** Resolves once the runner follows the log live (after its catch-up or a version's rebuild). */
  readonly started: Promise<void>;
  stop(): Promise<void>;
}

/**
 * Keeps the analysts' projections (`analyticsProjector`) current while the product runs: a runner of its own,
 * with its own checkpoint (`analytics`), next to the read-model projector. Started without being awaited, so a
 * version bump's rebuild never delays the server; a failure stops it alone (logged), never the read models.
 * `npm run rebuild -- analytics` from another process swaps its copy in under it: the runner's commits are fenced
 * by the stored checkpoint, so it drops the batch projected on the old copy and follows on from the swap.
 */
export function startAnalyticsRunner(o: AnalyticsRunnerOptions): AnalyticsRunner {
  const runner = new ProjectorRunner({
    eventStore: o.eventStore,
    documentStore: o.documentStore,
    projector: analyticsProjector,
    watchCheckpointMs: o.watchCheckpointMs ?? 1000,
    onError: (error) => o.log('analytics projector stopped', error),
    onResync: ({ to }) =>
      o.log(`analytics projector: a rebuild was swapped in at position ${to}; following on from it`),
  });
  const started = runner.start().catch((error: unknown) => o.log('analytics projector did not start', error));
  return {
    runner,
    started,
    async stop() {
      await started;
      await runner.stop();
    },
  };
}
