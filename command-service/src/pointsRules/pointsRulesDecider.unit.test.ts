import { defaultPointsRules, type PointsRulesChanged } from '@gym/contracts';
import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import { pointsRulesDecider } from './pointsRulesDecider.ts';

const accountId = 'acc-1';
const now = '2026-11-24T12:00:00.000Z';
const spec = deciderSpec(pointsRulesDecider);
const checkinOn = { ...defaultPointsRules, checkin: { enabled: true, points: 5 } };
const changed = (rules = checkinOn): PointsRulesChanged => ({
  type: 'PointsRulesChanged',
  data: { accountId, rules, changedAt: now },
});

describe('points rules decider (crm settings)', () => {
  it('saves the rules as an account event', () => {
    spec
      .given([])
      .when({ type: 'SavePointsRules', data: { accountId, rules: checkinOn, now } })
      .then([changed()]);
  });

  it('treats saving the same rules again as already done', () => {
    spec
      .given([changed()])
      .when({ type: 'SavePointsRules', data: { accountId, rules: checkinOn, now } })
      .thenNothingHappens();
  });

  it('saving the defaults on a new account changes nothing', () => {
    spec
      .given([])
      .when({ type: 'SavePointsRules', data: { accountId, rules: defaultPointsRules, now } })
      .thenNothingHappens();
  });

  it('turning a rule off is recorded', () => {
    const off = { ...checkinOn, checkin: { enabled: false, points: 5 } };
    spec
      .given([changed()])
      .when({ type: 'SavePointsRules', data: { accountId, rules: off, now } })
      .then([changed(off)]);
  });
});
