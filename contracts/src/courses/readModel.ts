import type { CourseCategoryDetails, CourseDetails, CourseModuleDetails, CourseUnitDetails } from './events.ts';

/**
 * Collection `courses`: one document per live course, with the module and lesson counts kept by the
 * projector (the ids are kept so that an event applied twice counts once).
 */
export interface CourseDoc extends CourseDetails {
  readonly id: string;
  readonly accountId: string;
  readonly moduleIds: string[];
  /** unit id -> module id, so that a deleted module takes its lessons out of the count. */
  readonly unitModules: Record<string, string>;
  readonly modulesCount: number;
  readonly unitsCount: number;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** Collection `courseModules`: live modules. */
export interface CourseModuleDoc extends CourseModuleDetails {
  readonly id: string;
  readonly accountId: string;
  readonly courseId: string;
  readonly updatedAt: string;
}

/** Collection `courseUnits`: live lessons. */
export interface CourseUnitDoc extends CourseUnitDetails {
  readonly id: string;
  readonly accountId: string;
  readonly courseId: string;
  readonly moduleId: string;
  readonly updatedAt: string;
}

/** Collection `courseCategories`. */
export interface CourseCategoryDoc extends CourseCategoryDetails {
  readonly id: string;
  readonly accountId: string;
  readonly code: string;
  readonly sortName: string;
  readonly createdAt: string;
  readonly updatedAt: string;
}
