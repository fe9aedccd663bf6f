import type { CheckinSettings, CheckinSettingsChanged } from '@gym/contracts';
import type { Decider } from '@gym/platform';

/** The account's booking rules; an account that never saved them has no limits. */
export const noCheckinLimits: CheckinSettings = {
  daysAheadCheckin: null,
  hoursAheadCheckin: null,
  hoursBeforeRemoveCheckin: null,
  minimumCheckinsGympass: null,
  minimumCheckinsToPoints: null,
};

export type CheckinSettingsCommand = {
  type: 'ChangeCheckinSettings';
  data: { accountId: string; settings: CheckinSettings; now: string };
};

export const checkinSettingsDecider: Decider<CheckinSettingsCommand, CheckinSettingsChanged, CheckinSettings> = {
  initialState: () => noCheckinLimits,
  decide(command, state) {
    const { accountId, settings, now } = command.data;
    if (JSON.stringify(settings) === JSON.stringify(state)) return [];
    return [{ type: 'CheckinSettingsChanged', data: { accountId, settings, changedAt: now } }];
  },
  evolve: (_state, event) => event.data.settings,
};
