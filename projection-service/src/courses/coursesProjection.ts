import type { CourseCategoryDoc, CourseDoc, CourseModuleDoc, CourseUnitDoc } from '@gym/contracts';
import { foldText } from '../students/studentsProjection.ts';
import type { ReadModel } from '../readModel.ts';
import { participationsProjection } from './participationsProjection.ts';

export const COURSES = 'courses';
export const COURSE_MODULES = 'courseModules';
export const COURSE_UNITS = 'courseUnits';
export const COURSE_CATEGORIES = 'courseCategories';

const byCourse = (event: { data: { courseId: string } }) => [event.data.courseId];

/** Counts from the kept ids: an event applied twice changes nothing. */
function withCounts(doc: CourseDoc, moduleIds: string[], unitModules: Record<string, string>): CourseDoc {
  return {
    ...doc,
    moduleIds,
    unitModules,
    modulesCount: moduleIds.length,
    unitsCount: Object.keys(unitModules).length,
  };
}

/**
 * Collection `courses`: the course list, with its module and lesson counts kept here (issue 20: read from
 * projections, not counted at query time). A deleted module takes its lessons out of the count.
 */
export const coursesProjection: ReadModel<CourseDoc> = {
  collection: { name: COURSES, indexes: [{ fields: ['accountId', 'createdAt', 'id'] }] },
  handlers: {
    CourseCreated: {
      ids: byCourse,
      update: (doc, event) => {
        if (doc) return doc;
        const { accountId, courseId, details, createdAt } = event.data;
        return withCounts(
          { id: courseId, accountId, ...details, createdAt, updatedAt: createdAt } as CourseDoc,
          [],
          {},
        );
      },
    },
    CourseChanged: {
      ids: byCourse,
      update: (doc, event) => {
        if (!doc || event.data.changedAt < doc.updatedAt) return doc;
        return { ...doc, ...event.data.details, updatedAt: event.data.changedAt };
      },
    },
    CourseDeleted: { ids: byCourse, update: () => null },
    CourseModuleCreated: {
      ids: byCourse,
      update: (doc, event) => {
        if (!doc || doc.moduleIds.includes(event.data.moduleId)) return doc;
        return withCounts(doc, [...doc.moduleIds, event.data.moduleId], doc.unitModules);
      },
    },
    CourseModuleDeleted: {
      ids: byCourse,
      update: (doc, event) => {
        if (!doc) return doc;
        const { moduleId } = event.data;
        const units = Object.fromEntries(Object.entries(doc.unitModules).filter(([, m]) => m !== moduleId));
        return withCounts(
          doc,
          doc.moduleIds.filter((id) => id !== moduleId),
          units,
        );
      },
    },
    CourseUnitCreated: {
      ids: byCourse,
      update: (doc, event) => {
        const { unitId, moduleId } = event.data;
        if (!doc || doc.unitModules[unitId] || !doc.moduleIds.includes(moduleId)) return doc;
        return withCounts(doc, doc.moduleIds, { ...doc.unitModules, [unitId]: moduleId });
      },
    },
    CourseUnitDeleted: {
      ids: byCourse,
      update: (doc, event) => {
        if (!doc?.unitModules[event.data.unitId]) return doc;
        const { [event.data.unitId]: _gone, ...rest } = doc.unitModules;
        return withCounts(doc, doc.moduleIds, rest);
      },
    },
  },
};

const byModule = (event: { data: { moduleId: string } }) => [event.data.moduleId];

/** Collection `courseModules`: the live modules, read by course and ordered by `order`. */
export const courseModulesProjection: ReadModel<CourseModuleDoc> = {
  collection: { name: COURSE_MODULES, indexes: [{ fields: ['courseId', 'order'] }] },
  handlers: {
    CourseModuleCreated: {
      ids: byModule,
      update: (doc, event) => {
        if (doc) return doc;
        const { accountId, courseId, moduleId, details, createdAt } = event.data;
        return { id: moduleId, accountId, courseId, ...details, updatedAt: createdAt };
      },
    },
    CourseModuleChanged: {
      ids: byModule,
      update: (doc, event) => {
        if (!doc || event.data.changedAt < doc.updatedAt) return doc;
        return { ...doc, ...event.data.details, updatedAt: event.data.changedAt };
      },
    },
    CourseModuleDeleted: { ids: byModule, update: () => null },
  },
};

const byUnit = (event: { data: { unitId: string } }) => [event.data.unitId];

/** Collection `courseUnits`: the live lessons, read by course (a deleted module's lessons are skipped). */
export const courseUnitsProjection: ReadModel<CourseUnitDoc> = {
  collection: { name: COURSE_UNITS, indexes: [{ fields: ['courseId', 'order'] }] },
  handlers: {
    CourseUnitCreated: {
      ids: byUnit,
      update: (doc, event) => {
        if (doc) return doc;
        const { accountId, courseId, moduleId, unitId, details, createdAt } = event.data;
        return { id: unitId, accountId, courseId, moduleId, ...details, updatedAt: createdAt } as CourseUnitDoc;
      },
    },
    CourseUnitChanged: {
      ids: byUnit,
      update: (doc, event) => {
        if (!doc || event.data.changedAt < doc.updatedAt) return doc;
        return { ...doc, ...event.data.details, updatedAt: event.data.changedAt } as CourseUnitDoc;
      },
    },
    CourseUnitDeleted: { ids: byUnit, update: () => null },
  },
};

const byCategory = (event: { data: { categoryId: string } }) => [event.data.categoryId];

/** Collection `courseCategories`: the category list, by name. */
export const courseCategoriesProjection: ReadModel<CourseCategoryDoc> = {
  collection: { name: COURSE_CATEGORIES, indexes: [{ fields: ['accountId', 'sortName', 'id'] }] },
  handlers: {
    CourseCategoryCreated: {
      ids: byCategory,
      update: (doc, event) => {
        if (doc) return doc;
        const { accountId, categoryId, code, details, createdAt } = event.data;
        return {
          id: categoryId,
          accountId,
          code,
          ...details,
          sortName: foldText(details.name),
          createdAt,
          updatedAt: createdAt,
        };
      },
    },
    CourseCategoryChanged: {
      ids: byCategory,
      update: (doc, event) => {
        if (!doc || event.data.changedAt < doc.updatedAt) return doc;
        const { details, changedAt } = event.data;
        return { ...doc, ...details, sortName: foldText(details.name), updatedAt: changedAt };
      },
    },
  },
};

export const courseProjections = [
  coursesProjection,
  courseModulesProjection,
  courseUnitsProjection,
  courseCategoriesProjection,
  participationsProjection,
] as const;
