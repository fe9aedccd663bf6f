import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger } from '@gym/platform/logging';
import { SqliteEventStore } from '@gym/platform/sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { startProjectionService, type RunningProjectionService } from './service.ts';

let dir: string | null = null;
let service: RunningProjectionService | null = null;
afterEach(async () => {
  await service?.close();
  service = null;
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = null;
});

/** Issue 27, finding 4 for the projection service run on its own: pino JSON lines with the API's redaction. */
describe('projection service logs', () => {
  it('logs a stopped projector as a pino JSON line holding none of the event it stopped on', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'gym-projection-log-'));
    const lines: string[] = [];
    const logger = createLogger({
      service: 'projection-service',
      destination: { write: (l: string) => void lines.push(l) },
    });
    const secret = 'senha-vazada-5521';
    // An event the projection cannot read, written past the schema check, holding a password and an e-mail.
    const raw = SqliteEventStore.open(path.join(dir, 'events.sqlite'));
    await raw.appendToStream(
      'student-s1',
      [
        {
          id: 'e1',
          type: 'StudentRegistered',
          data: { accountId: 'a1', studentId: 's1', password: secret, email: 'vaza@exemplo.com.br' },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    await raw.close();
    service = await startProjectionService({ dataDir: dir, logger });
    const deadline = Date.now() + 10_000;
    while (!lines.some((l) => l.includes('projector stopped')) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    const entries = lines.map((l) => JSON.parse(l) as Record<string, any>);
    expect(entries.find((e) => e.msg === 'read-model projector stopped')).toMatchObject({
      level: 50,
      service: 'projection-service',
      err: { type: 'TypeError' },
    });
    const all = lines.join('\n');
    expect(all).not.toContain(secret);
    expect(all).not.toContain('vaza@exemplo.com.br');
    // The error as the log keeps it: class, message, stack; none of its other fields.
    const err = entries.find((e) => e.err)!.err as Record<string, unknown>;
    expect(Object.keys(err).sort()).toEqual(expect.arrayContaining(['message', 'stack', 'type']));
  });
});
