import { loadState, streams } from '../aggregates.ts';
import type { Services } from '../services.ts';
import { studentDecider, type StudentState } from './studentDecider.ts';
import { studentEmailDecider } from './studentEmailDecider.ts';
import { emailStream } from './studentHandlers.ts';

export type RegisteredStudent = Extract<StudentState, { status: 'registered' }>;

/**
 * The account's student as the event log has it (null when missing, deleted or of another account).
 * Commands decide from this, never from the students read model, which lags while the projector is
 * behind or down (issue 36: check-ins of students saved during an outage were refused as unknown).
 */
export async function studentOf(
  svc: Services,
  accountId: string,
  studentId: string,
): Promise<RegisteredStudent | null> {
  const state = await loadState(svc.eventStore, studentDecider, streams.student(studentId));
  return state.status === 'registered' && state.accountId === accountId ? state : null;
}

/** The account's student who owns an e-mail, from its claim stream (null when unclaimed). */
export async function studentIdByEmail(svc: Services, accountId: string, email: string): Promise<string | null> {
  const claim = await loadState(svc.eventStore, studentEmailDecider, emailStream(accountId, email));
  return claim.ownerId;
}
