import type { CoachClassRecorded } from '@gym/contracts';
import { IllegalStateError, type Decider } from '@gym/platform';

export type CoachCheckinCommand = { type: 'RecordCoachClass'; data: CoachClassRecorded['data'] };
export type CoachCheckinState = { readonly recorded: CoachClassRecorded['data'] | null };

/** One stream per recorded class; sending the same record again decides nothing. */
export const coachCheckinDecider: Decider<CoachCheckinCommand, CoachClassRecorded, CoachCheckinState> = {
  initialState: () => ({ recorded: null }),
  decide(command, state) {
    if (state.recorded) {
      if (JSON.stringify(state.recorded) === JSON.stringify(command.data)) return [];
      throw new IllegalStateError('Este checkin de professor já foi registrado');
    }
    return [{ type: 'CoachClassRecorded', data: command.data }];
  },
  evolve: (_state, event) => ({ recorded: event.data }),
};
