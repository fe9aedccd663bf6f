import { z } from 'zod';
import { notPersonal } from '../privacy/personal.ts';
import { courseStatuses, participationTypeKeys, unitTypeKeys } from './courseMessages.ts';

/** What a course holds (spec 001 section 3 'Course'); media as addresses of uploaded files. */
export const courseDetailsV1 = z.object({
  title: z.string(),
  description: z.string(),
  status: z.enum(courseStatuses),
  premiumAccessThroughAnyPlan: z.boolean(),
  courseCategoryId: z.string().nullable(),
  programIds: z.array(z.string()),
  coverUrl: z.string().nullable(),
  posterUrl: z.string().nullable(),
});
export type CourseDetails = z.infer<typeof courseDetailsV1>;

export const courseModuleDetailsV1 = z.object({
  title: z.string(),
  description: z.string(),
  order: z.number().int(),
});
export type CourseModuleDetails = z.infer<typeof courseModuleDetailsV1>;

export const courseUnitDetailsV1 = z.object({
  title: z.string(),
  description: z.string(),
  unitType: z.enum(unitTypeKeys as [string, ...string[]]),
  participationType: z.enum(participationTypeKeys as [string, ...string[]]),
  order: z.number().int(),
  coverUrl: z.string().nullable(),
  posterUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  audioUrl: z.string().nullable(),
  externalVideoUrl: z.string().nullable(),
});
export type CourseUnitDetails = z.infer<typeof courseUnitDetailsV1>;

export const courseCategoryDetailsV1 = z.object({
  name: notPersonal(z.string(), "the course category's name"),
  description: z.string(),
});
export type CourseCategoryDetails = z.infer<typeof courseCategoryDetailsV1>;

/** Stream `course-<courseId>`. */
const courseCreatedV1 = z.object({
  accountId: z.string(),
  courseId: z.string(),
  details: courseDetailsV1,
  createdAt: z.string(),
});
const courseChangedV1 = z.object({
  accountId: z.string(),
  courseId: z.string(),
  details: courseDetailsV1,
  changedAt: z.string(),
});
const courseDeletedV1 = z.object({ accountId: z.string(), courseId: z.string(), deletedAt: z.string() });

/** Stream `courseModule-<moduleId>`. */
const courseModuleCreatedV1 = z.object({
  accountId: z.string(),
  courseId: z.string(),
  moduleId: z.string(),
  details: courseModuleDetailsV1,
  createdAt: z.string(),
});
const courseModuleChangedV1 = z.object({
  accountId: z.string(),
  courseId: z.string(),
  moduleId: z.string(),
  details: courseModuleDetailsV1,
  changedAt: z.string(),
});
const courseModuleDeletedV1 = z.object({
  accountId: z.string(),
  courseId: z.string(),
  moduleId: z.string(),
  deletedAt: z.string(),
});

/** Stream `courseUnit-<unitId>` (a lesson, 'aula'). */
const courseUnitCreatedV1 = z.object({
  accountId: z.string(),
  courseId: z.string(),
  moduleId: z.string(),
  unitId: z.string(),
  details: courseUnitDetailsV1,
  createdAt: z.string(),
});
const courseUnitChangedV1 = z.object({
  accountId: z.string(),
  courseId: z.string(),
  moduleId: z.string(),
  unitId: z.string(),
  details: courseUnitDetailsV1,
  changedAt: z.string(),
});
const courseUnitDeletedV1 = z.object({
  accountId: z.string(),
  courseId: z.string(),
  moduleId: z.string(),
  unitId: z.string(),
  deletedAt: z.string(),
});

/** Stream `courseCategory-<categoryId>`. */
const courseCategoryCreatedV1 = z.object({
  accountId: z.string(),
  categoryId: z.string(),
  code: z.string(),
  details: courseCategoryDetailsV1,
  createdAt: z.string(),
});
const courseCategoryChangedV1 = z.object({
  accountId: z.string(),
  categoryId: z.string(),
  details: courseCategoryDetailsV1,
  changedAt: z.string(),
});

export type CourseCreated = { type: 'CourseCreated'; data: z.infer<typeof courseCreatedV1> };
export type CourseChanged = { type: 'CourseChanged'; data: z.infer<typeof courseChangedV1> };
export type CourseDeleted = { type: 'CourseDeleted'; data: z.infer<typeof courseDeletedV1> };
export type CourseModuleCreated = { type: 'CourseModuleCreated'; data: z.infer<typeof courseModuleCreatedV1> };
export type CourseModuleChanged = { type: 'CourseModuleChanged'; data: z.infer<typeof courseModuleChangedV1> };
export type CourseModuleDeleted = { type: 'CourseModuleDeleted'; data: z.infer<typeof courseModuleDeletedV1> };
export type CourseUnitCreated = { type: 'CourseUnitCreated'; data: z.infer<typeof courseUnitCreatedV1> };
export type CourseUnitChanged = { type: 'CourseUnitChanged'; data: z.infer<typeof courseUnitChangedV1> };
export type CourseUnitDeleted = { type: 'CourseUnitDeleted'; data: z.infer<typeof courseUnitDeletedV1> };
export type CourseCategoryCreated = { type: 'CourseCategoryCreated'; data: z.infer<typeof courseCategoryCreatedV1> };
export type CourseCategoryChanged = { type: 'CourseCategoryChanged'; data: z.infer<typeof courseCategoryChangedV1> };

export const courseEventSchemas = {
  CourseCreated: { version: 1, schema: courseCreatedV1 },
  CourseChanged: { version: 1, schema: courseChangedV1 },
  CourseDeleted: { version: 1, schema: courseDeletedV1 },
  CourseModuleCreated: { version: 1, schema: courseModuleCreatedV1 },
  CourseModuleChanged: { version: 1, schema: courseModuleChangedV1 },
  CourseModuleDeleted: { version: 1, schema: courseModuleDeletedV1 },
  CourseUnitCreated: { version: 1, schema: courseUnitCreatedV1 },
  CourseUnitChanged: { version: 1, schema: courseUnitChangedV1 },
  CourseUnitDeleted: { version: 1, schema: courseUnitDeletedV1 },
  CourseCategoryCreated: { version: 1, schema: courseCategoryCreatedV1 },
  CourseCategoryChanged: { version: 1, schema: courseCategoryChangedV1 },
} as const;
