import { describe, expect, it } from 'vitest';
import { deterministicId, type RecordedEvent } from '@gym/platform';
import { react, type PointsGrant, type ReactorStateDoc } from './pointsRulesReactions.ts';
import {
  checkin,
  minimumSet,
  personalRecord,
  recorded,
  review,
  rulesChanged,
  rulesOn,
  studentId,
} from './pointsRules.testkit.ts';

type Fixture = { type: string; data: object };
/** Given events in log order: the grants they trigger, folding one state as the reactor does. */
function grantsOf(fixtures: Fixture[], state = new Map<string, ReactorStateDoc | null>()) {
  const events: RecordedEvent[] = fixtures.map((f) => recorded(f.type, f.data));
  return events.map((event) => react(state, event)).filter((g): g is PointsGrant => g !== null);
}
const on = (points: number) => ({ enabled: true, points });

describe('points rules reactions (given events -> grants)', () => {
  it('grants each check-in from the minimum-th of the month on, with an id derived from the check-in event', () => {
    const state = new Map<string, ReactorStateDoc | null>();
    const events = [rulesChanged(rulesOn({ checkin: on(5) })), minimumSet(3), checkin('c1'), checkin('c2')];
    expect(grantsOf(events, state)).toEqual([]);
    const third = recorded('CheckinRecorded', checkin('c3').data, 'event-c3');
    expect(react(state, third)).toEqual({
      accountId: 'acc-1',
      studentId,
      movementId: deterministicId('points-rule', 'checkin', 'event-c3'),
      value: 5,
      source: 'checkin',
      obs: 'Pontos automáticos: checkin',
    });
    // The month turns: counting starts again.
    expect(grantsOf([checkin('c4', '2026-12-01'), checkin('c5', '2026-12-02')], state)).toEqual([]);
  });

  it('grants every counted check-in when the minimum is empty, not removed or failed ones', () => {
    const grants = grantsOf([
      rulesChanged(rulesOn({ checkin: on(2) })),
      checkin('c1'),
      checkin('c2', '2026-11-24', 'deleted'),
      checkin('c3', '2026-11-24', 'error'),
      checkin('c4', '2026-11-24', 'pending'),
    ]);
    expect(grants.map((g) => g.value)).toEqual([2, 2]);
  });

  it('a rule turned on later does not grant for what happened before it', () => {
    const grants = grantsOf([
      review('r1'),
      personalRecord('pr1', true),
      checkin('c1'),
      rulesChanged(rulesOn({ review: on(3), record: on(4), checkin: on(1) })),
      review('r2'),
      personalRecord('pr2', true),
    ]);
    expect(grants.map((g) => [g.source, g.value])).toEqual([
      ['review', 3],
      ['record', 4],
    ]);
  });

  it('a rule turned off stops granting; a changed rating and a record that is not a best grant nothing', () => {
    const grants = grantsOf([
      rulesChanged(rulesOn({ review: on(3), record: on(4), purchase: on(50) })),
      review('r1', 4),
      personalRecord('pr1', false),
      { type: 'PlanAssignedToStudent', data: { studentId, studentPlanId: 'sp1', status: 'active' } },
      // Assigned as Cancelado: not a purchase (issue 34).
      { type: 'PlanAssignedToStudent', data: { studentId, studentPlanId: 'sp0', status: 'canceled' } },
      rulesChanged(rulesOn({ review: on(3), record: on(4) })),
      { type: 'PlanAssignedToStudent', data: { studentId, studentPlanId: 'sp2', status: 'active' } },
    ]);
    expect(grants.map((g) => [g.source, g.value])).toEqual([['purchase', 50]]);
  });

  it('the same event reacted to again gives the same movement id', () => {
    const event = recorded('PersonalRecordSet', personalRecord('pr1', true).data, 'event-pr1');
    const a = new Map<string, ReactorStateDoc | null>();
    const b = new Map<string, ReactorStateDoc | null>();
    grantsOf([rulesChanged(rulesOn({ record: on(4) }))], a);
    grantsOf([rulesChanged(rulesOn({ record: on(4) }))], b);
    expect(react(a, event)?.movementId).toBe(react(b, event)?.movementId);
  });
});
