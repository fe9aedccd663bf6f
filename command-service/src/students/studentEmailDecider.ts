import { messages, type StudentEmailEvent } from '@gym/contracts';
import { ValidationError, type Decider } from '@gym/platform';

/**
 * One stream per (account, e-mail) claims the address for one student. Appending to it with an
 * expected revision makes the uniqueness check safe under concurrent sign-ups.
 */
export type StudentEmailCommand =
  | { type: 'ClaimStudentEmail'; data: { accountId: string; email: string; studentId: string } }
  | { type: 'ReleaseStudentEmail'; data: { accountId: string; email: string; studentId: string } };

export interface StudentEmailState {
  readonly ownerId: string | null;
}

export const studentEmailDecider: Decider<StudentEmailCommand, StudentEmailEvent, StudentEmailState> = {
  initialState: () => ({ ownerId: null }),

  decide(command, state) {
    switch (command.type) {
      case 'ClaimStudentEmail':
        if (state.ownerId === command.data.studentId) return [];
        if (state.ownerId !== null)
          throw new ValidationError([{ path: ['input', 'email'], message: messages.emailTaken }]);
        return [{ type: 'StudentEmailClaimed', data: command.data }];
      case 'ReleaseStudentEmail':
        return state.ownerId === command.data.studentId ? [{ type: 'StudentEmailReleased', data: command.data }] : [];
      default: {
        const unreachable: never = command;
        return unreachable;
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'StudentEmailClaimed':
        return { ownerId: event.data.studentId };
      case 'StudentEmailReleased':
        return state.ownerId === event.data.studentId ? { ownerId: null } : state;
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },
};
