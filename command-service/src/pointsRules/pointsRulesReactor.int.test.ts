import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FixedClock, rebuildProjector } from '@gym/platform';
import { openEmbeddedPlatform, type EmbeddedPlatform } from '@gym/platform/sqlite';
import { readModelsProjector } from '@gym/projection-service';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pointsStream } from '../points/pointsHandlers.ts';
import type { PointsGrant } from './pointsRulesReactions.ts';
import {
  PointsRulesReactor,
  POINTS_RULES_REACTOR,
  POINTS_RULES_REACTOR_STATE,
  type GrantOutcome,
} from './pointsRulesReactor.ts';
import {
  accountId,
  checkin,
  minimumSet,
  personalRecord,
  review,
  rulesChanged,
  rulesOn,
  studentId,
} from './pointsRules.testkit.ts';

const on = (points: number) => ({ enabled: true, points });
let counter = 0;

/** The reactor on a real SQLite log and document store: given events -> grants; again -> none; after rebuilds -> none. */
describe('points rules reactor (exactly once)', { timeout: 60_000 }, () => {
  let dir: string;
  let platform: EmbeddedPlatform;
  const clock = new FixedClock('2026-11-24T15:00:00.000Z');
  const outcomes: GrantOutcome[] = [];

  const svc = () => ({ eventStore: platform.eventStore, documents: platform.documentStore, clock });
  const append = async (streamId: string, ...events: { type: string; data: object }[]) => {
    await platform.eventStore.appendToStream(
      streamId,
      events.map((e) => ({ ...e, id: `fixture-${++counter}` })),
      { expectedRevision: 'any' },
    );
  };
  /** Runs a reactor until it has reacted to the whole log, then stops it (a process that ends). */
  const runReactor = async () => {
    const reactor = new PointsRulesReactor({
      svc: svc(),
      log: () => {},
      onGrant: (_grant: PointsGrant, outcome) => outcomes.push(outcome),
    });
    await reactor.start();
    expect(await reactor.waitFor(await platform.eventStore.headPosition(), 10_000)).toBe(true);
    await reactor.stop();
    return reactor;
  };
  const grants = async () =>
    (await platform.eventStore.readStream(pointsStream(studentId))).events.map((e) => {
      const d = e.data as { source: string; value: number; balanceAfter: number; movementId: string };
      return [d.source, d.value, d.balanceAfter];
    });

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'gym-points-rules-'));
    platform = openEmbeddedPlatform(dir);
    outcomes.length = 0;
    await append(`student-${studentId}`, {
      type: 'StudentRegistered',
      data: {
        accountId,
        studentId,
        rule: 'student',
        origin: 'panel',
        registeredAt: '2026-11-01T12:00:00.000Z',
        profile: {
          name: 'Ana',
          lastName: 'Souza',
          email: 'ana@exemplo.com.br',
          phone: null,
          cpf: null,
          gender: 'Feminino',
          birthdate: null,
          gympassId: null,
          height: null,
          status: 'ativo',
          avatarUrl: null,
        },
      },
    });
    // Before the rules: a review and a check-in that must never be granted.
    await append('fixtures', review('r-before'), checkin('c0'));
    await append(`pointsRules-${accountId}`, rulesChanged(rulesOn({ checkin: on(5), record: on(7) })));
    await append(`checkinSettings-${accountId}`, minimumSet(2));
    await append('fixtures', checkin('c1'), checkin('c2'), personalRecord('pr1', true), review('r1'));
  });
  afterEach(async () => {
    await platform.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('grants what the rules in force at each event say, once', async () => {
    await runReactor();
    // c0 counted toward the minimum of 2 (it happened), but granted nothing: the rule was off then.
    // c1 is the 2nd check-in of November: granted; c2 too; the personal best: granted; the review: rule off.
    expect(await grants()).toEqual([
      ['checkin', 5, 5],
      ['checkin', 5, 10],
      ['record', 7, 17],
    ]);
    expect(outcomes).toEqual(['granted', 'granted', 'granted']);
  });

  it('the same events again (a restart) grant nothing; new events after the restart do', async () => {
    await runReactor();
    outcomes.length = 0;
    await runReactor();
    expect(outcomes).toEqual([]);
    expect(await grants()).toHaveLength(3);
    await append('fixtures', checkin('c3'));
    await runReactor();
    expect((await grants()).at(-1)).toEqual(['checkin', 5, 22]);
  });

  it('a crash before the checkpoint, or a reactor reset to zero, replays every trigger: each refused as a duplicate', async () => {
    await runReactor();
    outcomes.length = 0;
    // Forget everything the reactor saved: its state and its checkpoint.
    await platform.documentStore.dropCollection(POINTS_RULES_REACTOR_STATE);
    await platform.documentStore.commit([], { name: POINTS_RULES_REACTOR, position: 0 });
    await runReactor();
    expect(outcomes).toEqual(['duplicate', 'duplicate', 'duplicate']);
    expect(await grants()).toHaveLength(3);
  });

  it('a rebuild of the read models (npm run rebuild) grants nothing', async () => {
    await runReactor();
    outcomes.length = 0;
    const head = await platform.eventStore.headPosition();
    await rebuildProjector({
      eventStore: platform.eventStore,
      documentStore: platform.documentStore,
      projector: readModelsProjector,
    });
    await runReactor();
    expect(outcomes).toEqual([]);
    expect(await platform.eventStore.headPosition()).toBe(head);
    expect(await platform.documentStore.getCheckpoint(POINTS_RULES_REACTOR)).toBe(head);
  });
});
