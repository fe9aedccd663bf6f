import {
  inRange,
  messages,
  outOfRangeMessage,
  pointsMessages,
  type PointsMovementRecorded,
  type PointsSource,
} from '@gym/contracts';
import { NotFoundError, ValidationError, type Decider } from '@gym/platform';

export type PointsCommand = {
  type: 'RecordPointsMovement';
  data: {
    accountId: string;
    studentId: string;
    movementId: string;
    operation: 'add' | 'sub';
    value: number;
    obs: string | null;
    /** Looked up by the handler: the student is a live member of this account. */
    studentExists: boolean;
    now: string;
    /** An automatic rule's grant (issue 22); absent for staff's movements. */
    source?: PointsSource;
  };
};

export type PointsEvent = PointsMovementRecorded;

/** The balance lives on the write side so a subtraction below zero can be refused at append time. */
export type PointsState =
  | { status: 'empty' }
  | { status: 'open'; accountId: string; balance: number; movementIds: ReadonlySet<string> };

export const pointsDecider: Decider<PointsCommand, PointsEvent, PointsState> = {
  initialState: () => ({ status: 'empty' }),

  decide(command, state) {
    const { accountId, studentId, movementId, operation, value, obs, studentExists, now, source } = command.data;
    if (!studentExists || (state.status === 'open' && state.accountId !== accountId))
      throw new NotFoundError(messages.studentNotFound);
    const balance = state.status === 'open' ? state.balance : 0;
    // A retried command (same movement id) already happened: nothing new to record.
    if (state.status === 'open' && state.movementIds.has(movementId)) return [];
    const balanceAfter = operation === 'add' ? balance + value : balance - value;
    if (!inRange('points', value) || value === 0)
      throw new ValidationError([{ path: ['value'], message: outOfRangeMessage('points') }]);
    // A balance past the range would be saved and then fail every page that shows it (GraphQL Int).
    if (balanceAfter > 0 && !inRange('points', balanceAfter))
      throw new ValidationError([{ path: ['value'], message: outOfRangeMessage('points') }]);
    if (balanceAfter < 0)
      throw new ValidationError([{ path: ['value'], message: pointsMessages.insufficient(balance) }]);
    return [
      {
        type: 'PointsMovementRecorded',
        data: {
          accountId,
          movementId,
          studentId,
          operation,
          value,
          obs,
          balanceAfter,
          recordedAt: now,
          ...(source && source !== 'manual' ? { source } : {}),
        },
      },
    ];
  },

  evolve(state, event) {
    const ids = state.status === 'open' ? state.movementIds : new Set<string>();
    (ids as Set<string>).add(event.data.movementId);
    return { status: 'open', accountId: event.data.accountId, balance: event.data.balanceAfter, movementIds: ids };
  },
};
