import { createLogger, logFunction } from '@gym/platform/logging';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT, campaign, engineHarness, eventually, profile } from './testing/engineHarness.testkit.ts';

type Harness = Awaited<ReturnType<typeof engineHarness>>;
let h: Harness | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
});

/** Issue 27, finding 4 for the engine run on its own: pino JSON lines with the API's redaction, never console. */
describe('campaign engine logs', () => {
  it('logs a failure as a pino JSON line, with the secret fields of the error and the student left out', async () => {
    const lines: string[] = [];
    // As campaign-engine/src/main.ts builds it, writing to memory instead of stdout.
    const logger = createLogger({
      service: 'campaign-engine',
      destination: { write: (l: string) => void lines.push(l) },
    });
    const secret = 'senha-do-banco-771';
    h = await engineHarness({
      log: logFunction(logger),
      maxAttempts: 1,
      // The store refuses the delivery's record with an error a driver could carry: credentials, a body.
      wrapEventStore: (store) => ({
        readStream: (id) => store.readStream(id),
        readAll: (from, limit) => store.readAll(from, limit),
        headPosition: () => store.headPosition(),
        subscribeToAll: (options) => store.subscribeToAll(options),
        close: () => store.close(),
        appendToStream: async () => {
          throw Object.assign(new Error('append refused'), {
            password: secret,
            connectionString: `esdb://admin:${secret}@db:2113`,
            body: { email: 'ana@exemplo.com.br' },
          });
        },
      }),
    });
    await h.start();
    await h.publish('CampaignCreated', {
      accountId: ACCOUNT,
      campaignId: 'c1',
      campaign: campaign(),
      createdAt: '2026-11-23T12:00:00.000Z',
    });
    await h.publish('StudentRegistered', {
      accountId: ACCOUNT,
      studentId: 's1',
      profile: profile('Ana'),
      rule: 'student',
      origin: 'panel',
      registeredAt: '2026-11-23T12:00:00.000Z',
    });
    await h.publish('CheckinRecorded', {
      accountId: ACCOUNT,
      checkinId: 'ck-1',
      studentId: 's1',
      branchId: 'b',
      programId: 'p',
      programClassId: 'pc',
      classDate: '2026-11-23',
      startTime: '10:00',
      status: 'validated',
      forced: false,
      recordedAt: '2026-11-23T13:00:00.000Z',
    });
    const failure = await eventually(async () => {
      await h!.engine().runDue();
      const entries = lines.map((l) => JSON.parse(l) as Record<string, any>);
      const found = entries.find((e) => /failed to record/.test(String(e.msg)));
      expect(found, lines.join('\n')).toBeDefined();
      return found!;
    });
    expect(failure).toMatchObject({
      level: 50,
      service: 'campaign-engine',
      err: { type: 'Error', message: 'append refused' },
    });
    const all = lines.join('\n');
    expect(all).not.toContain(secret);
    expect(all).not.toContain('ana@exemplo.com.br');
  });
});
