import {
  socialMessages,
  type CommentableType,
  type CourseDoc,
  type CourseUnitDoc,
  type StudentDoc,
} from '@gym/contracts';
import { ForbiddenError, ValidationError, type DocumentStore } from '@gym/platform';
import {
  COURSE_UNITS,
  getCourse,
  getPlan,
  getPost,
  getProgram,
  getProgramClass,
  getWorkoutGroup,
  getWorkoutRoutine,
  listStudentPlans,
} from '@gym/projection-service';

/** What a member may comment on, as checked before CommentPosted: its name, kept with the comment. */
export interface CommentTarget {
  readonly name: string;
}

const notFound = () => new ValidationError([{ path: ['commentableId'], message: socialMessages.commentableNotFound }]);
const NAME_MAX = 120;
const shortName = (text: string) => (text.length > NAME_MAX ? `${text.slice(0, NAME_MAX - 1)}…` : text);

/** The programs of the member's active plans (a plan's catalogue entry names them). */
async function activeProgramIds(docs: DocumentStore, accountId: string, studentId: string): Promise<Set<string>> {
  const programs = new Set<string>();
  for (let page = 1; page <= 10; page++) {
    const plans = await listStudentPlans(docs, accountId, { alunoId: studentId, page });
    for (const plan of plans.list) {
      if (plan.status !== 'active') continue;
      programs.add('*');
      for (const id of (await getPlan(docs, accountId, plan.planId))?.programIds ?? []) programs.add(id);
    }
    if (page >= plans.totalPages) break;
  }
  return programs;
}

/** A course is open to staff, and to a student with an active plan: any plan when premium through any plan, else one of its programs. */
async function hasCourseAccess(docs: DocumentStore, course: CourseDoc, member: StudentDoc): Promise<boolean> {
  if (member.rule !== 'student') return true;
  const programs = await activeProgramIds(docs, course.accountId, member.id);
  if (!programs.has('*')) return false;
  return course.premiumAccessThroughAnyPlan || course.programIds.some((id) => programs.has(id));
}

/**
 * The item a member comments on, of this account (another account's id is not found), with the rules of each kind:
 * - `post`, `program_class`: any member of the account;
 * - `workout_group`: its routine published with comments enabled ('Os comentários estão desativados para este
 *   treino' otherwise), targeted at the member (target `users`) or at a program of one of the member's active plans;
 * - `course`: active, and open to the member (`hasCourseAccess`); `course_unit` (a lesson): its course active, and
 *   a Free lesson open to any member, a Premium one only with access to the course.
 * Staff (any rule but student) commenting through the member endpoint pass the access rules, not the comments flag.
 * A refused access is 'Você não tem acesso a este item' (FORBIDDEN); nothing is written.
 */
export async function commentTarget(
  docs: DocumentStore,
  accountId: string,
  member: StudentDoc | null,
  type: CommentableType,
  id: string,
): Promise<CommentTarget> {
  const forbidden = () => new ForbiddenError(socialMessages.noAccess);
  switch (type) {
    case 'post': {
      const post = await getPost(docs, accountId, id);
      if (!post) throw notFound();
      return { name: shortName(post.text) };
    }
    case 'program_class': {
      const programClass = await getProgramClass(docs, accountId, id);
      if (!programClass) throw notFound();
      const program = await getProgram(docs, accountId, programClass.programId);
      return { name: `${program?.name ?? 'Aula'} ${programClass.startTime}`.trim() };
    }
    case 'workout_group': {
      const group = await getWorkoutGroup(docs, accountId, id);
      const routine = group ? await getWorkoutRoutine(docs, accountId, group.routineId) : null;
      if (!group || !routine || routine.isDraft) throw notFound();
      if (!routine.commentEnable)
        throw new ValidationError([{ path: ['commentableId'], message: socialMessages.commentsDisabled }]);
      if (!member) throw forbidden();
      if (member.rule === 'student') {
        const targeted =
          routine.target === 'users'
            ? routine.usersTargetIds.includes(member.id)
            : await activeProgramIds(docs, accountId, member.id).then((programs) =>
                routine.programIds.some((p) => programs.has(p)),
              );
        if (!targeted) throw forbidden();
      }
      return { name: `${group.name} (${routine.name})` };
    }
    case 'course': {
      const course = await getCourse(docs, accountId, id);
      if (course?.status !== 'active') throw notFound();
      if (!member || !(await hasCourseAccess(docs, course, member))) throw forbidden();
      return { name: course.title };
    }
    case 'course_unit': {
      const unit = await docs.collection<CourseUnitDoc>(COURSE_UNITS).get(id);
      const course = unit && unit.accountId === accountId ? await getCourse(docs, accountId, unit.courseId) : null;
      if (!unit || !course || course.status !== 'active' || !course.moduleIds.includes(unit.moduleId)) throw notFound();
      if (!member) throw forbidden();
      if (unit.unitType !== 'Free' && !(await hasCourseAccess(docs, course, member))) throw forbidden();
      return { name: `${unit.title} (${course.title})` };
    }
  }
}
