import type { CourseCategoryDoc, CourseDoc, CourseModuleDoc, CourseUnitDoc } from '@gym/contracts';
import type { DocumentStore } from '@gym/platform';
import { COURSE_CATEGORIES, COURSE_MODULES, COURSE_UNITS, COURSES } from './coursesProjection.ts';

/** The account's courses, newest first. */
export async function listCourses(docs: DocumentStore, accountId: string): Promise<CourseDoc[]> {
  return docs.collection<CourseDoc>(COURSES).find(
    { accountId },
    {
      sort: [
        ['createdAt', -1],
        ['id', 1],
      ],
    },
  );
}

export async function getCourse(docs: DocumentStore, accountId: string, courseId: string): Promise<CourseDoc | null> {
  const doc = await docs.collection<CourseDoc>(COURSES).get(courseId);
  return doc && doc.accountId === accountId ? doc : null;
}

/** A course's live modules by order, each with its live lessons by order. */
export async function getCourseModules(
  docs: DocumentStore,
  course: CourseDoc,
): Promise<Array<CourseModuleDoc & { units: CourseUnitDoc[] }>> {
  const byOrder = [
    ['order', 1],
    ['id', 1],
  ] as [string, 1][];
  const [modules, units] = await Promise.all([
    docs.collection<CourseModuleDoc>(COURSE_MODULES).find({ courseId: course.id }, { sort: byOrder }),
    docs.collection<CourseUnitDoc>(COURSE_UNITS).find({ courseId: course.id }, { sort: byOrder }),
  ]);
  return modules
    .filter((m) => m.accountId === course.accountId)
    .map((m) => ({ ...m, units: units.filter((u) => u.moduleId === m.id) }));
}

export async function getCourseModule(
  docs: DocumentStore,
  accountId: string,
  moduleId: string,
): Promise<CourseModuleDoc | null> {
  const doc = await docs.collection<CourseModuleDoc>(COURSE_MODULES).get(moduleId);
  return doc && doc.accountId === accountId ? doc : null;
}

export async function listCourseCategories(docs: DocumentStore, accountId: string): Promise<CourseCategoryDoc[]> {
  return docs.collection<CourseCategoryDoc>(COURSE_CATEGORIES).find(
    { accountId },
    {
      sort: [
        ['sortName', 1],
        ['id', 1],
      ],
    },
  );
}

export async function getCourseCategory(
  docs: DocumentStore,
  accountId: string,
  categoryId: string,
): Promise<CourseCategoryDoc | null> {
  const doc = await docs.collection<CourseCategoryDoc>(COURSE_CATEGORIES).get(categoryId);
  return doc && doc.accountId === accountId ? doc : null;
}

/** The courses linked to a program, by title (the program list's linked-products column). */
export async function coursesOfProgram(
  docs: DocumentStore,
  accountId: string,
  programId: string,
): Promise<Array<{ id: string; name: string }>> {
  const courses = await listCourses(docs, accountId);
  return courses
    .filter((c) => c.programIds.includes(programId))
    .map((c) => ({ id: c.id, name: c.title }))
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}
