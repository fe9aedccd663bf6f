import {
  courseCategoryInputSchema,
  courseInputSchema,
  courseModuleInputSchema,
  courseUnitInputSchema,
} from '@gym/contracts';
import { handleCommand, uuid } from '@gym/platform';
import { loadState } from '../aggregates.ts';
import { metadataOf, type Actor, type Services } from '../services.ts';
import { parseInput } from '../validation.ts';
import { programDecider } from '../programs/programDecider.ts';
import { programStream } from '../programs/programHandlers.ts';
import { courseCategoryDecider, courseDecider, courseModuleDecider, courseUnitDecider } from './courseDeciders.ts';

export const courseStream = (id: string) => `course-${id}`;
export const courseModuleStream = (id: string) => `courseModule-${id}`;
export const courseUnitStream = (id: string) => `courseUnit-${id}`;
export const courseCategoryStream = (id: string) => `courseCategory-${id}`;

const nowOf = (svc: Services) => svc.clock.now().toISOString();

async function courseAlive(svc: Services, accountId: string, courseId: string): Promise<boolean> {
  const state = await loadState(svc.eventStore, courseDecider, courseStream(courseId));
  return state.status === 'live' && state.accountId === accountId;
}

/** createOrUpdateCourse: the category and the programs are checked on the write side (they must be the account's). */
export async function saveCourse(svc: Services, actor: Actor, args: unknown) {
  const { id, ...changes } = parseInput(courseInputSchema, args, []);
  const courseId = id ?? uuid();
  let categoryFound = true;
  if (changes.courseCategoryId) {
    const category = await loadState(
      svc.eventStore,
      courseCategoryDecider,
      courseCategoryStream(changes.courseCategoryId),
    );
    categoryFound = category.status === 'live' && category.accountId === actor.accountId;
  }
  const unknownProgramIds: string[] = [];
  for (const programId of new Set(changes.programIds ?? [])) {
    const program = await loadState(svc.eventStore, programDecider, programStream(programId));
    if (program.status !== 'active' || program.accountId !== actor.accountId) unknownProgramIds.push(programId);
  }
  const result = await handleCommand(svc.eventStore, {
    streamId: courseStream(courseId),
    decider: courseDecider,
    command: {
      type: 'SaveCourse',
      data: {
        accountId: actor.accountId,
        courseId,
        isNew: !id,
        changes,
        refs: { categoryFound, unknownProgramIds },
        now: nowOf(svc),
      },
    },
    metadata: metadataOf(actor),
  });
  return { courseId, position: result.position };
}

export async function deleteCourse(svc: Services, actor: Actor, courseId: string) {
  const result = await handleCommand(svc.eventStore, {
    streamId: courseStream(courseId),
    decider: courseDecider,
    command: { type: 'DeleteCourse', data: { accountId: actor.accountId, courseId, now: nowOf(svc) } },
    metadata: metadataOf(actor),
  });
  return { courseId, position: result.position };
}

export async function saveCourseModule(svc: Services, actor: Actor, args: unknown) {
  const { id, courseId, _destroy, ...changes } = parseInput(courseModuleInputSchema, args, []);
  const moduleId = id ?? uuid();
  const result = await handleCommand(svc.eventStore, {
    streamId: courseModuleStream(moduleId),
    decider: courseModuleDecider,
    command: {
      type: 'SaveCourseModule',
      data: {
        accountId: actor.accountId,
        moduleId,
        isNew: !id,
        courseId,
        courseFound: await courseAlive(svc, actor.accountId, courseId),
        destroy: _destroy === true,
        changes,
        now: nowOf(svc),
      },
    },
    metadata: metadataOf(actor),
  });
  return { moduleId, courseId, deleted: result.newState.status !== 'live', position: result.position };
}

export async function saveCourseUnit(svc: Services, actor: Actor, args: unknown) {
  const { id, courseModuleId, _destroy, ...changes } = parseInput(courseUnitInputSchema, args, []);
  const unitId = id ?? uuid();
  const moduleState = await loadState(svc.eventStore, courseModuleDecider, courseModuleStream(courseModuleId));
  const module =
    moduleState.status === 'live' &&
    moduleState.accountId === actor.accountId &&
    moduleState.courseId &&
    (await courseAlive(svc, actor.accountId, moduleState.courseId))
      ? { moduleId: courseModuleId, courseId: moduleState.courseId }
      : null;
  const result = await handleCommand(svc.eventStore, {
    streamId: courseUnitStream(unitId),
    decider: courseUnitDecider,
    command: {
      type: 'SaveCourseUnit',
      data: {
        accountId: actor.accountId,
        unitId,
        isNew: !id,
        module,
        destroy: _destroy === true,
        changes,
        now: nowOf(svc),
      },
    },
    metadata: metadataOf(actor),
  });
  return { unitId, deleted: result.newState.status !== 'live', position: result.position };
}

/** A new category's code: 'CAT-' and the first six characters of its id, upper case (ours). */
export const categoryCodeOf = (categoryId: string) => `CAT-${categoryId.replace(/-/g, '').slice(0, 6).toUpperCase()}`;

export async function saveCourseCategory(svc: Services, actor: Actor, args: unknown) {
  const { id, ...changes } = parseInput(courseCategoryInputSchema, args, []);
  const categoryId = id ?? uuid();
  const result = await handleCommand(svc.eventStore, {
    streamId: courseCategoryStream(categoryId),
    decider: courseCategoryDecider,
    command: {
      type: 'SaveCourseCategory',
      data: {
        accountId: actor.accountId,
        categoryId,
        isNew: !id,
        code: categoryCodeOf(categoryId),
        changes,
        now: nowOf(svc),
      },
    },
    metadata: metadataOf(actor),
  });
  return { categoryId, position: result.position };
}
