import { messages, type StudentPasswordReset } from '@gym/contracts';
import { NotFoundError, type Decider } from '@gym/platform';

export type PasswordResetCommand = {
  type: 'ResetStudentPassword';
  /** `email` is the student's, looked up by the handler; null when the id is no student of the account. */
  data: { accountId: string; studentId: string; email: string | null; now: string };
};

export type PasswordResetState = { readonly resets: number };

/** Stream `passwordReset-<studentId>`: a record of each reset (who asked, when), never the password. */
export const passwordResetDecider: Decider<PasswordResetCommand, StudentPasswordReset, PasswordResetState> = {
  initialState: () => ({ resets: 0 }),
  decide(command) {
    const { accountId, studentId, email, now } = command.data;
    if (email === null) throw new NotFoundError(messages.studentNotFound);
    return [{ type: 'StudentPasswordReset', data: { accountId, studentId, email, resetAt: now } }];
  },
  evolve: (state) => ({ resets: state.resets + 1 }),
};
