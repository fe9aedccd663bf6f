import { programMessages, type ProgramEvent, type ProgramFields } from '@gym/contracts';
import { IllegalStateError, NotFoundError, type Decider } from '@gym/platform';

export type ProgramCommand =
  | {
      type: 'CreateProgram';
      data: { accountId: string; programId: string; code: string | null; fields: ProgramFields; now: string };
    }
  | {
      type: 'ChangeProgram';
      data: { accountId: string; programId: string; code: string | null; fields: ProgramFields; now: string };
    }
  | { type: 'DeleteProgram'; data: { accountId: string; programId: string; now: string } };

export type ProgramState =
  | { status: 'none' }
  | { status: 'active'; accountId: string; code: string | null; fields: ProgramFields }
  | { status: 'deleted'; accountId: string };

function activeIn(state: ProgramState, accountId: string) {
  if (state.status === 'none' || state.accountId !== accountId) throw new NotFoundError(programMessages.notFound);
  if (state.status === 'deleted') throw new IllegalStateError(programMessages.alreadyDeleted);
  return state;
}

export const programDecider: Decider<ProgramCommand, ProgramEvent, ProgramState> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    switch (command.type) {
      case 'CreateProgram': {
        const { accountId, programId, code, fields, now } = command.data;
        if (state.status !== 'none') throw new IllegalStateError(programMessages.notFound);
        return [{ type: 'ProgramCreated', data: { accountId, programId, code, fields, createdAt: now } }];
      }
      case 'ChangeProgram': {
        const { accountId, programId, fields, now } = command.data;
        const current = activeIn(state, accountId);
        // The code is read-only once set (spec 001): a set code stays whatever the form sends.
        const code = current.code ?? command.data.code;
        if (code === current.code && JSON.stringify(fields) === JSON.stringify(current.fields)) return [];
        return [{ type: 'ProgramChanged', data: { accountId, programId, code, fields, changedAt: now } }];
      }
      case 'DeleteProgram': {
        const { accountId, programId, now } = command.data;
        activeIn(state, accountId);
        return [{ type: 'ProgramDeleted', data: { accountId, programId, deletedAt: now } }];
      }
      default: {
        const unreachable: never = command;
        return unreachable;
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'ProgramCreated':
        return { status: 'active', accountId: event.data.accountId, code: event.data.code, fields: event.data.fields };
      case 'ProgramChanged':
        return state.status === 'active' ? { ...state, code: event.data.code, fields: event.data.fields } : state;
      case 'ProgramDeleted':
        return { status: 'deleted', accountId: event.data.accountId };
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },
};
