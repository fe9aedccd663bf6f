import { billingMessages, messages } from '@gym/contracts';
import { memberAccountMessages } from '@gym/contracts/memberApp/accountMessages';
import { NotFoundError, ValidationError } from '@gym/platform';
import { loadState, streams } from '../aggregates.ts';
import { loadPlan } from '../billing/billingHandlers.ts';
import type { Actor, Services } from '../services.ts';
import { studentDecider } from '../students/studentDecider.ts';
import { saveStudent } from '../students/studentHandlers.ts';
import { fileUrlOf } from '../uploads/uploadHandlers.ts';

/** The student plan, if it is the member's; otherwise the same 'not found' as an unknown id. */
export async function ownPlan(svc: Services, actor: Actor, studentId: string, studentPlanId: unknown) {
  if (typeof studentPlanId !== 'string' || studentPlanId.length > 100)
    throw new NotFoundError(billingMessages.paymentNotFound);
  const plan = await loadPlan(svc, actor.accountId, studentPlanId);
  if (plan.studentId !== studentId) throw new NotFoundError(billingMessages.paymentNotFound);
  return studentPlanId;
}

export interface OwnProfileInput {
  readonly id?: string | null;
  readonly name: string;
  readonly lastName: string;
  readonly phone?: string | null;
  readonly avatarUrl?: string | null;
}

/**
 * The member's createOrUpdateUser: the console's UpdateStudentProfile on the member's own profile. Only the
 * name, phone and photo are the member's to change; the rest stays as the console keeps it.
 */
export async function updateOwnProfile(
  svc: Services,
  actor: Actor,
  member: { id: string; accountCode: string },
  input: OwnProfileInput,
) {
  const id = member.id;
  const current = await loadState(svc.eventStore, studentDecider, streams.student(id));
  if (current.status !== 'registered' || current.accountId !== actor.accountId)
    throw new NotFoundError(messages.studentNotFound);
  // The photo is one the member uploaded here (requestPresignedUpload, folder avatars), or the one they had.
  const avatarUrl = input.avatarUrl || null;
  const ours = fileUrlOf(svc, member.accountCode, `${actor.accountId}/avatars/`);
  if (avatarUrl && avatarUrl !== current.profile.avatarUrl && !avatarUrl.startsWith(ours))
    throw ValidationError.field('avatarUrl', memberAccountMessages.photoNotOurs);
  const { position } = await saveStudent(svc, actor, {
    ...current.profile,
    id,
    name: input.name,
    lastName: input.lastName,
    phone: input.phone ?? null,
    avatarUrl,
    origin: 'app',
  });
  return position;
}
