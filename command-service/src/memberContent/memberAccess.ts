import { enabledStudentPlanStatuses, type CourseDoc, type WorkoutRoutineDoc } from '@gym/contracts';
import { ForbiddenError } from '@gym/platform';
import { getPlan, listStudentPlans } from '@gym/projection-service';
import type { Services } from '../services.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';

/** The signed-in member's own id (after the guard's 'member' check); staff tokens have no member side. */
export function selfOf(ctx: RequestContext): string {
  if (!ctx.member) throw new ForbiddenError();
  return ctx.member.id;
}

/** The product's calendar day (São Paulo, -03:00, as the records and reports count it). */
export const todayInBrazil = (now: Date) => new Date(now.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);

/** What the member's plans open: whether they hold any live plan, and the programs those plans give. */
export interface MemberAccess {
  readonly studentId: string;
  readonly hasPlan: boolean;
  readonly programIds: ReadonlySet<string>;
}

/** The member's enabled plans (Ativo, Pendente, Pagamento Pendente: the profile's 'ativados') and their programs. */
export async function memberAccessOf(svc: Services, accountId: string, studentId: string): Promise<MemberAccess> {
  const { list } = await listStudentPlans(svc.documents, accountId, { alunoId: studentId });
  const live = list.filter((p) => enabledStudentPlanStatuses.includes(p.status));
  const plans = await Promise.all(
    [...new Set(live.map((p) => p.planId))].map((id) => getPlan(svc.documents, accountId, id)),
  );
  return {
    studentId,
    hasPlan: live.length > 0,
    programIds: new Set(plans.flatMap((p) => p?.programIds ?? [])),
  };
}

/**
 * Ours (the spec names the fields, not the rule): an active course opens to a member with a live plan when it
 * is open to any plan (premiumAccessThroughAnyPlan, or no program named: the console shows 'Todos'), else when
 * one of its programs is one of their plans' programs.
 */
export function courseOpensTo(
  course: Pick<CourseDoc, 'status' | 'premiumAccessThroughAnyPlan' | 'programIds'>,
  access: MemberAccess,
): boolean {
  if (course.status !== 'active' || !access.hasPlan) return false;
  if (course.premiumAccessThroughAnyPlan || course.programIds.length === 0) return true;
  return course.programIds.some((id) => access.programIds.has(id));
}

/** Published routines aimed at the member (by id) or at a program of their plans, not ended before `today`. */
export function routineTargets(routine: WorkoutRoutineDoc, access: MemberAccess, today: string): boolean {
  if (routine.isDraft || routine.workoutGroups.length === 0) return false;
  if (routine.endDate && routine.endDate < today) return false;
  if (routine.target === 'users') return routine.usersTargetIds.includes(access.studentId);
  return routine.programIds.some((id) => access.programIds.has(id));
}
