import type { Background } from './background.ts';

export interface SupervisorOptions {
  readonly log: (message: string, error?: unknown) => void;
  /** How often the running background is checked for a failure (ms). */
  readonly checkEveryMs?: number;
  /** The first wait before a restart; it doubles after each failure in a row, up to `maxDelayMs`. */
  readonly minDelayMs?: number;
  readonly maxDelayMs?: number;
  /** A background that ran this long without failing resets the wait to `minDelayMs`. */
  readonly healthyAfterMs?: number;
}

/**
 * Keeps the background work (projector, relay, campaign engine) running: when it stops on an error
 * (a failed commit, a thread that died), it is stopped cleanly and started again after a wait that
 * grows while the failures go on (0.5 s, 1 s, 2 s ... 30 s), so a lasting fault neither spins the
 * CPU nor leaves the read side stopped until someone restarts the process. Everything it supervises
 * resumes from its checkpoints, so a restart does each thing once.
 */
export async function superviseBackground(
  start: () => Promise<Background>,
  o: SupervisorOptions,
): Promise<Background & { readonly restarts: number }> {
  const checkEveryMs = o.checkEveryMs ?? 1000;
  const minDelayMs = o.minDelayMs ?? 500;
  const maxDelayMs = o.maxDelayMs ?? 30_000;
  const healthyAfterMs = o.healthyAfterMs ?? 60_000;
  let current: Background = await start();
  let startedAt = Date.now();
  let delay = minDelayMs;
  let restarts = 0;
  let restarting: Promise<void> | null = null;
  let stopped = false;
  let lastError: unknown = null;

  async function restart(): Promise<void> {
    lastError = current.error;
    o.log('background work stopped; restarting it', lastError);
    if (Date.now() - startedAt > healthyAfterMs) delay = minDelayMs;
    await current.stop().catch((error: unknown) => o.log('background work did not stop cleanly', error));
    while (!stopped) {
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, maxDelayMs);
      if (stopped) return;
      try {
        current = await start();
        startedAt = Date.now();
        restarts++;
        lastError = null;
        o.log(`background work restarted (${restarts})`);
        return;
      } catch (error) {
        lastError = error;
        o.log('background work failed to start again', error);
      }
    }
  }

  const timer = setInterval(() => {
    if (stopped || restarting || current.error === null || current.error === undefined) return;
    restarting = restart().finally(() => {
      restarting = null;
    });
  }, checkEveryMs);
  timer.unref();

  return {
    readModelsReached: (position, timeoutMs) => current.readModelsReached(position, timeoutMs),
    get error() {
      return restarting ? (lastError ?? current.error) : current.error;
    },
    committedPosition: () => current.committedPosition?.() ?? null,
    get restarts() {
      return restarts;
    },
    notifyAppended: () => current.notifyAppended(),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await restarting;
      await current.stop();
    },
  };
}
