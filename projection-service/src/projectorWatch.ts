import type { DocumentStore, EventStore } from '@gym/platform';

export interface ProjectorWatchOptions {
  readonly checkpoints: Pick<DocumentStore, 'getCheckpoint'>;
  readonly eventStore: Pick<EventStore, 'headPosition'>;
  /** The projector's checkpoint name (read-models). */
  readonly name: string;
  /** Behind the log this long without moving, the projector counts as stalled (default 500 ms). */
  readonly stallMs?: number;
  /** How often the checkpoint and the head are read (default 100 ms). */
  readonly pollMs?: number;
}

export interface ProjectorWatch {
  /** The checkpoint last read (null before the first read). */
  position(): number | null;
  /** Behind the log and not moving for `stallMs`: stopped, absent or rebuilding elsewhere. */
  stalled(): boolean;
  /**
   * Read-your-writes against a projector in another process: true once the checkpoint reaches `position`;
   * false at the timeout, and at once (or as soon as it is seen) while the projector is stalled, so a
   * write is never held for a projector that is not there (issue 36).
   */
  waitFor(position: number, timeoutMs?: number): Promise<boolean>;
  stop(): void;
}

/**
 * Follows a projector that runs in another process (projection-service/src/main.ts) through its checkpoint
 * in the shared read-model store. "Behind" is timed from the first read that found the checkpoint short
 * of the head, so an idle projector (nothing to do) never looks stalled.
 */
export function watchProjector(o: ProjectorWatchOptions): ProjectorWatch {
  const stallMs = o.stallMs ?? 500;
  const pollMs = o.pollMs ?? 100;
  let position: number | null = null;
  let behindSince: number | null = null;
  let reading: Promise<void> | null = null;

  const read = (): Promise<void> => {
    reading ??= (async () => {
      try {
        const [checkpoint, head] = await Promise.all([
          o.checkpoints.getCheckpoint(o.name),
          o.eventStore.headPosition(),
        ]);
        const moved = position === null || checkpoint > position;
        position = checkpoint;
        if (checkpoint >= head) behindSince = null;
        else if (moved || behindSince === null) behindSince = Date.now();
      } catch {
        // A store that cannot answer right now reads as "no progress": the stall timer keeps running.
      } finally {
        reading = null;
      }
    })();
    return reading;
  };
  const stalled = () => behindSince !== null && Date.now() - behindSince >= stallMs;
  const timer = setInterval(() => void read(), pollMs);
  timer.unref();
  void read();

  return {
    position: () => position,
    stalled,
    async waitFor(target, timeoutMs = 2000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (position !== null && position >= target) return true;
        if (stalled() || Date.now() >= deadline) return false;
        await new Promise((resolve) => setTimeout(resolve, 10));
        await read();
      }
    },
    stop: () => clearInterval(timer),
  };
}
