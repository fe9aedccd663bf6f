import type { PlanFreezeLimitsSet } from '@gym/contracts';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import { freezeLimitsDecider } from './freezeLimitsDecider.ts';

const accountId = 'acc-1';
const now = '2026-11-23T12:00:00.000Z';
const set = (minDays: number, maxDays: number): PlanFreezeLimitsSet => ({
  type: 'PlanFreezeLimitsSet',
  data: { accountId, minDays, maxDays, setAt: now },
});
const spec = deciderSpec(freezeLimitsDecider);

describe('freeze limits decider', () => {
  it('given an account that never set them, then the defaults hold: 7 to 90 days', () => {
    expect(freezeLimitsDecider.initialState()).toEqual({ minDays: 7, maxDays: 90 });
  });

  it('given the defaults, when they are set again, then nothing happens; when either end changes, then PlanFreezeLimitsSet', () => {
    spec
      .given([])
      .when({ type: 'SetFreezeLimits', data: { accountId, minDays: 7, maxDays: 90, now } })
      .thenNothingHappens();
    spec
      .given([])
      .when({ type: 'SetFreezeLimits', data: { accountId, minDays: 5, maxDays: 90, now } })
      .then([set(5, 90)]);
    spec
      .given([])
      .when({ type: 'SetFreezeLimits', data: { accountId, minDays: 7, maxDays: 60, now } })
      .then([set(7, 60)]);
  });

  it('given limits set, when the same ones are sent, then nothing happens (the state follows the event)', () => {
    spec
      .given([set(10, 30)])
      .when({ type: 'SetFreezeLimits', data: { accountId, minDays: 10, maxDays: 30, now } })
      .thenNothingHappens();
    spec
      .given([set(10, 30)])
      .when({ type: 'SetFreezeLimits', data: { accountId, minDays: 7, maxDays: 90, now } })
      .then([set(7, 90)]);
  });
});
