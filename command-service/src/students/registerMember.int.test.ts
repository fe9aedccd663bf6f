import { messages } from '@gym/contracts';
import { canAppendToStreams, schemaCheckedEventStore, ValidationError, type EventStore } from '@gym/platform';
import { SqliteEventStore } from '@gym/platform/sqlite';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Actor, Services } from '../services.ts';
import { minimalProfile, registerMember } from './studentHandlers.ts';

/** The port's methods only: an event store without the optional multi-stream append. */
function withoutMultiStreamAppend(store: EventStore): EventStore {
  return {
    appendToStream: (streamId, events, options) => store.appendToStream(streamId, events, options),
    readStream: (streamId) => store.readStream(streamId),
    readAll: (from, limit) => store.readAll(from, limit),
    headPosition: () => store.headPosition(),
    subscribeToAll: (options) => store.subscribeToAll(options),
    close: () => store.close(),
  };
}

const actor: Actor = { accountId: 'acc-1', userId: 'admin-1', correlationId: 'test' };

// registerMember claims the e-mail and registers the student in one transaction where the event store
// can append to several streams at once, and one stream after the other (releasing the claim on a
// refusal) where it cannot. Both paths must end the same.
describe.each([
  ['one multi-stream transaction', (store: EventStore) => store, true],
  ['stream by stream (adapters without the capability)', withoutMultiStreamAppend, false],
] as const)('registerMember: %s', (_name, wrap, multi) => {
  let dir: string;
  let raw: SqliteEventStore;
  afterEach(async () => {
    await raw.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const open = (): Services => {
    dir = mkdtempSync(path.join(tmpdir(), 'gym-register-'));
    raw = SqliteEventStore.open(path.join(dir, 'events.sqlite'));
    const eventStore = schemaCheckedEventStore(wrap(raw));
    expect(canAppendToStreams(eventStore)).toBe(multi);
    return { eventStore, clock: { now: () => new Date('2026-11-23T10:00:00Z') } } as Services;
  };
  const member = (studentId: string, email: string) => ({
    studentId,
    profile: minimalProfile('Ana', 'Lima', email),
    rule: 'student' as const,
    origin: 'panel' as const,
  });

  it('given a free e-mail, claims it and registers the student; a second student with that e-mail is refused and nothing more is appended', async () => {
    const svc = open();
    const position = await registerMember(svc, actor, member('s-1', 'ana@exemplo.com'));
    const log = await raw.readAll(0, 100);
    expect(log.map((e) => e.type)).toEqual(['StudentEmailClaimed', 'StudentRegistered']);
    expect(position).toBe(log[1]!.position);

    const refused = await registerMember(svc, actor, member('s-2', 'ana@exemplo.com')).then(
      () => null,
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(ValidationError);
    expect((refused as ValidationError).message).toContain(messages.emailTaken);
    expect(await raw.headPosition()).toBe(2);
  });

  it('a registration the decider refuses leaves the e-mail free', async () => {
    const svc = open();
    await registerMember(svc, actor, member('s-1', 'ana@exemplo.com'));
    const head = await raw.headPosition();
    // The same student id with another profile: RegisterStudent is refused ('Este aluno já está cadastrado').
    await expect(registerMember(svc, actor, member('s-1', 'outra@exemplo.com'))).rejects.toThrow(
      'Este aluno já está cadastrado',
    );
    // Whatever the path, no claim of outra@ is left: the next student can take that e-mail.
    await registerMember(svc, actor, member('s-3', 'outra@exemplo.com'));
    const after = await raw.readAll(head, 100);
    const claims = after
      .filter((e) => e.type === 'StudentEmailClaimed')
      .map((e) => (e.data as { studentId: string }).studentId);
    expect(claims.at(-1)).toBe('s-3');
    expect(after.at(-1)).toMatchObject({ type: 'StudentRegistered', streamId: 'student-s-3' });
  });
});
