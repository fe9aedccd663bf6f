import { handleCommand } from '@gym/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer.testkit.ts';
import { classDayStream } from './checkinHandlers.ts';
import { checkinIdOf, classDayDecider, type ClassFacts } from './classDayDecider.ts';
import { noCheckinLimits } from './checkinSettingsDecider.ts';
import { loadState } from '../aggregates.ts';

/**
 * The HTTP path queues requests of one class day in-process; this proves the limit holds on the
 * expected revision alone (what guards it across processes), racing the decider straight at the log.
 */
describe('class day under racing writers without the in-process queue', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('never records more check-ins than the limit', async () => {
    const c: ClassFacts = {
      accountId: 'acc',
      branchId: 'br',
      programId: 'pr',
      programName: 'Musculação',
      programClassId: 'race',
      classDate: '2026-11-23',
      startTime: '10:00',
      endTime: '11:00',
      limit: 5,
      weekDays: [1],
      maximumCheckinsPerDay: null,
      passProvider: 'gympass',
      gymId: null,
      settings: noCheckinLimits,
    };
    const streamId = classDayStream('race', c.classDate);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        handleCommand(t.server.services.eventStore, {
          streamId,
          decider: classDayDecider,
          maxRetries: 6,
          metadata: { accountId: 'acc' },
          command: {
            type: 'CheckIn',
            data: {
              class: c,
              checkinId: checkinIdOf('race', c.classDate, `s${i}`),
              studentId: `s${i}`,
              pass: null,
              entitlement: null,
              frozenUntil: null,
              force: false,
              joinWaitlist: false,
              otherCheckinsInProgramToday: 0,
              now: '2026-11-23T12:00:00.000Z',
            },
          },
        }),
      ),
    );
    const accepted = outcomes.filter((o) => o.status === 'fulfilled').length;
    const state = await loadState(t.server.services.eventStore, classDayDecider, streamId);
    expect(state.active).toBe(accepted);
    expect(state.active).toBeLessThanOrEqual(5);
    expect(state.active).toBeGreaterThan(0);
  }, 60_000);
});
