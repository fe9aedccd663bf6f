import { programMessages, type ProgramClassEvent, type ProgramClassFields } from '@gym/contracts';
import { NotFoundError, type Decider } from '@gym/platform';

export type ProgramClassCommand =
  | {
      type: 'ScheduleClass';
      data: { accountId: string; programClassId: string; programId: string; fields: ProgramClassFields; now: string };
    }
  | {
      type: 'ChangeClass';
      data: { accountId: string; programClassId: string; fields: ProgramClassFields; now: string };
    }
  | { type: 'DeleteClass'; data: { accountId: string; programClassId: string; now: string } };

export type ProgramClassState =
  | { status: 'none' }
  | { status: 'active'; accountId: string; programId: string; fields: ProgramClassFields }
  | { status: 'deleted'; accountId: string; programId: string };

function activeIn(state: ProgramClassState, accountId: string) {
  if (state.status !== 'active' || state.accountId !== accountId)
    throw new NotFoundError(programMessages.classNotFound);
  return state;
}

export const programClassDecider: Decider<ProgramClassCommand, ProgramClassEvent, ProgramClassState> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    switch (command.type) {
      case 'ScheduleClass': {
        const { accountId, programClassId, programId, fields, now } = command.data;
        if (state.status !== 'none') throw new NotFoundError(programMessages.classNotFound);
        return [
          { type: 'ProgramClassScheduled', data: { accountId, programClassId, programId, fields, scheduledAt: now } },
        ];
      }
      case 'ChangeClass': {
        const { accountId, programClassId, fields, now } = command.data;
        const current = activeIn(state, accountId);
        if (JSON.stringify(current.fields) === JSON.stringify(fields)) return [];
        return [
          {
            type: 'ProgramClassChanged',
            data: { accountId, programClassId, programId: current.programId, fields, changedAt: now },
          },
        ];
      }
      case 'DeleteClass': {
        const { accountId, programClassId, now } = command.data;
        const current = activeIn(state, accountId);
        return [
          {
            type: 'ProgramClassDeleted',
            data: { accountId, programClassId, programId: current.programId, deletedAt: now },
          },
        ];
      }
      default: {
        const unreachable: never = command;
        return unreachable;
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'ProgramClassScheduled':
        return {
          status: 'active',
          accountId: event.data.accountId,
          programId: event.data.programId,
          fields: event.data.fields,
        };
      case 'ProgramClassChanged':
        return state.status === 'active' ? { ...state, fields: event.data.fields } : state;
      case 'ProgramClassDeleted':
        return { status: 'deleted', accountId: event.data.accountId, programId: event.data.programId };
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },
};
