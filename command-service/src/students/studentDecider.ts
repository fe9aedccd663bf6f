import { messages, type Origin, type Role, type StudentEvent, type StudentProfile } from '@gym/contracts';
import { IllegalStateError, NotFoundError, type Decider } from '@gym/platform';

export type StudentCommand =
  | {
      type: 'RegisterStudent';
      data: { accountId: string; studentId: string; profile: StudentProfile; rule: Role; origin: Origin; now: string };
    }
  | {
      type: 'UpdateStudentProfile';
      data: { accountId: string; studentId: string; profile: StudentProfile; now: string };
    }
  | { type: 'DeleteStudent'; data: { accountId: string; studentId: string; now: string } };

export type StudentState =
  | { status: 'none' }
  | { status: 'registered'; accountId: string; profile: StudentProfile; rule: Role }
  | { status: 'deleted'; accountId: string };

const sameProfile = (a: StudentProfile, b: StudentProfile) => JSON.stringify(a) === JSON.stringify(b);

/** A student of another account reads as missing: no hint that the id exists elsewhere. */
function registeredIn(state: StudentState, accountId: string) {
  if (state.status === 'none' || state.accountId !== accountId) throw new NotFoundError(messages.studentNotFound);
  if (state.status === 'deleted') throw new IllegalStateError(messages.studentAlreadyDeleted);
  return state;
}

export const studentDecider: Decider<StudentCommand, StudentEvent, StudentState> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    switch (command.type) {
      case 'RegisterStudent': {
        const { accountId, studentId, profile, rule, origin, now } = command.data;
        if (state.status === 'registered' && state.accountId === accountId && sameProfile(state.profile, profile))
          return [];
        if (state.status !== 'none') throw new IllegalStateError(messages.studentAlreadyRegistered);
        return [
          { type: 'StudentRegistered', data: { accountId, studentId, profile, rule, origin, registeredAt: now } },
        ];
      }
      case 'UpdateStudentProfile': {
        const { accountId, studentId, profile, now } = command.data;
        const current = registeredIn(state, accountId);
        if (sameProfile(current.profile, profile)) return [];
        return [{ type: 'StudentProfileUpdated', data: { accountId, studentId, profile, updatedAt: now } }];
      }
      case 'DeleteStudent': {
        const { accountId, studentId, now } = command.data;
        registeredIn(state, accountId);
        return [{ type: 'StudentDeleted', data: { accountId, studentId, deletedAt: now } }];
      }
      default: {
        const unreachable: never = command;
        return unreachable;
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'StudentRegistered':
        return {
          status: 'registered',
          accountId: event.data.accountId,
          profile: event.data.profile,
          rule: event.data.rule,
        };
      case 'StudentProfileUpdated':
        return state.status === 'registered' ? { ...state, profile: event.data.profile } : state;
      case 'StudentDeleted':
        return { status: 'deleted', accountId: event.data.accountId };
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },
};
