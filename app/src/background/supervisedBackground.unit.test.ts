import { describe, expect, it } from 'vitest';
import type { Background } from './background.ts';
import { superviseBackground } from './supervisedBackground.ts';

/** A background whose failure the test decides, as a projector's failed commit or a dead thread would show it. */
function controllable() {
  const started: Array<{ error: unknown; stopped: boolean }> = [];
  let failStarts = 0;
  const start = async (): Promise<Background> => {
    if (failStarts > 0) {
      failStarts--;
      throw new Error('cannot open the read models yet');
    }
    const state = { error: null as unknown, stopped: false };
    started.push(state);
    return {
      readModelsReached: async () => !state.error,
      get error() {
        return state.error;
      },
      notifyAppended: () => {},
      stop: async () => {
        state.stopped = true;
      },
    };
  };
  return { start, started, failNextStarts: (n: number) => (failStarts = n) };
}

const until = async (condition: () => boolean, ms = 3000) => {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
};

describe('the background supervisor', () => {
  it('restarts the background work when it stops on an error, and reports the failure meanwhile', async () => {
    const c = controllable();
    const logs: string[] = [];
    const bg = await superviseBackground(c.start, { log: (m) => logs.push(m), checkEveryMs: 10, minDelayMs: 20 });
    expect(bg.error).toBeNull();
    c.started[0]!.error = new Error('commit failed');
    await until(() => bg.restarts === 1);
    expect(c.started).toHaveLength(2);
    expect(c.started[0]!.stopped).toBe(true);
    expect(bg.error).toBeNull();
    expect(await bg.readModelsReached(1)).toBe(true);
    expect(logs[0]).toMatch(/restarting/);
    await bg.stop();
    expect(c.started[1]!.stopped).toBe(true);
  });

  it('keeps trying, waiting longer each time, while the work cannot start', async () => {
    const c = controllable();
    const bg = await superviseBackground(c.start, { log: () => {}, checkEveryMs: 10, minDelayMs: 10 });
    c.failNextStarts(3);
    c.started[0]!.error = new Error('thread exited');
    const t0 = Date.now();
    await until(() => bg.restarts === 1);
    // Waits of 10, 20, 40 and 80 ms before the fourth attempt succeeds.
    expect(Date.now() - t0).toBeGreaterThanOrEqual(140);
    expect(c.started).toHaveLength(2);
    await bg.stop();
  });
});
