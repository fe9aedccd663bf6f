import type { CheckinSettings, CheckinSettingsChanged } from '@gym/contracts';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import { checkinSettingsDecider, noCheckinLimits } from './checkinSettingsDecider.ts';

const accountId = 'acc-1';
const now = '2026-11-23T12:00:00.000Z';
const strict: CheckinSettings = {
  daysAheadCheckin: 7,
  hoursAheadCheckin: 2,
  hoursBeforeRemoveCheckin: 1,
  minimumCheckinsGympass: null,
  minimumCheckinsToPoints: 3,
};
const changed = (settings: CheckinSettings): CheckinSettingsChanged => ({
  type: 'CheckinSettingsChanged',
  data: { accountId, settings, changedAt: now },
});
const spec = deciderSpec(checkinSettingsDecider);

describe('check-in settings decider', () => {
  it('given an account that never saved its rules, then it has no limits', () => {
    expect(checkinSettingsDecider.initialState()).toEqual({
      daysAheadCheckin: null,
      hoursAheadCheckin: null,
      hoursBeforeRemoveCheckin: null,
      minimumCheckinsGympass: null,
      minimumCheckinsToPoints: null,
    });
  });

  it('given no rules, when limits are saved, then CheckinSettingsChanged with them', () => {
    spec
      .given([])
      .when({ type: 'ChangeCheckinSettings', data: { accountId, settings: strict, now } })
      .then([changed(strict)]);
  });

  it('given saved rules, when the same rules are saved again, then nothing happens', () => {
    spec
      .given([changed(strict)])
      .when({ type: 'ChangeCheckinSettings', data: { accountId, settings: { ...strict }, now } })
      .thenNothingHappens();
    spec
      .given([])
      .when({ type: 'ChangeCheckinSettings', data: { accountId, settings: noCheckinLimits, now } })
      .thenNothingHappens();
  });

  it('given saved rules, when one limit changes or is lifted, then the new rules are recorded', () => {
    const lifted = { ...strict, daysAheadCheckin: null };
    spec
      .given([changed(strict)])
      .when({ type: 'ChangeCheckinSettings', data: { accountId, settings: lifted, now } })
      .then([changed(lifted)]);
  });
});
