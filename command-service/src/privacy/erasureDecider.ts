import { messages, type StudentErased } from '@gym/contracts';
import { NotFoundError, type Decider } from '@gym/platform';

/**
 * LGPD erasure of a student (issue 27, finding 9), on the stream `studentErasure-<id>`. The command
 * carries the account the student's own stream belongs to (null: no such student), folded by the handler.
 */
export type EraseStudent = {
  type: 'EraseStudent';
  data: { accountId: string; studentId: string; studentAccountId: string | null; now: string };
};
export type ErasureState = { erased: boolean };

export const erasureDecider: Decider<EraseStudent, StudentErased, ErasureState> = {
  initialState: () => ({ erased: false }),
  decide(command, state) {
    const { accountId, studentId, studentAccountId, now } = command.data;
    if (studentAccountId !== accountId) throw new NotFoundError(messages.studentNotFound);
    // Erased once: a repeat (a retry, a second click) has nothing left to do.
    if (state.erased) return [];
    return [{ type: 'StudentErased', data: { accountId, studentId, erasedAt: now } }];
  },
  evolve: (_state, event) => (event.type === 'StudentErased' ? { erased: true } : { erased: false }),
};
