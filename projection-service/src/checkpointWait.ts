import type { DocumentStore } from '@gym/platform';

/**
 * Read-your-writes when the projector runs in another process (projection-service/src/main.ts):
 * polls the projector's checkpoint in the shared read-model store until it reaches `position`.
 * Resolves true once reached, false on timeout; never rejects.
 */
export async function waitForCheckpoint(
  checkpoints: Pick<DocumentStore, 'getCheckpoint'>,
  name: string,
  position: number,
  timeoutMs = 2000,
  pollMs = 10,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await checkpoints.getCheckpoint(name)) >= position) return true;
    } catch {
      // A store that cannot answer right now reads as "not yet"; the deadline still holds.
    }
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
