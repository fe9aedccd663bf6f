import { z } from 'zod';
import { courseMessages, courseStatuses, participationTypeKeys, unitTypeKeys } from './courseMessages.ts';

const text = (max: number) => z.string().trim().max(max).nullish();
const id = z.string().trim().min(1).max(100);
const url = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === '' || /^https?:\/\//i.test(v), courseMessages.invalidUrl)
  .nullish();
const order = z.number({ message: courseMessages.invalidOrder }).int().min(0).max(100_000).nullish();

/**
 * createOrUpdateCourse's variables (spec 001 section 7): title, status, description, posterUrl, coverUrl,
 * premiumAccessThroughAnyPlan, courseCategoryId, programIds; id when editing. Absent keeps, null or '' clears.
 * Required fields are checked by the decider so that the field errors come back whatever the client sent.
 */
export const courseInputSchema = z.object({
  id: id.nullish(),
  title: text(200),
  description: text(20_000),
  status: z.enum(courseStatuses, { message: courseMessages.invalidStatus }).nullish(),
  premiumAccessThroughAnyPlan: z.boolean().nullish(),
  courseCategoryId: z.string().trim().max(100).nullish(),
  programIds: z.array(id).max(200).nullish(),
  coverUrl: url,
  posterUrl: url,
});
export type CourseInput = z.output<typeof courseInputSchema>;

/** createOrUpdateCourseModule: id or a new one under courseId; `_destroy` soft-deletes. */
export const courseModuleInputSchema = z.object({
  id: id.nullish(),
  courseId: id,
  title: text(200),
  description: text(20_000),
  order,
  _destroy: z.boolean().nullish(),
});
export type CourseModuleInput = z.output<typeof courseModuleInputSchema>;

/** createOrUpdateUnitByCourseModule: a lesson of courseModuleId; `_destroy` soft-deletes. */
export const courseUnitInputSchema = z.object({
  id: id.nullish(),
  courseModuleId: id,
  title: text(200),
  description: text(20_000),
  unitType: z
    .string()
    .trim()
    .refine((v) => v === '' || (unitTypeKeys as string[]).includes(v), courseMessages.invalidUnitType)
    .nullish(),
  participationType: z
    .enum(participationTypeKeys as [string, ...string[]], {
      message: courseMessages.invalidParticipationType,
    })
    .nullish(),
  order,
  coverUrl: url,
  posterUrl: url,
  videoUrl: url,
  audioUrl: url,
  externalVideoUrl: url,
  _destroy: z.boolean().nullish(),
});
export type CourseUnitInput = z.output<typeof courseUnitInputSchema>;

/** createOrUpdateCourseCategory: id (when editing), name, description. */
export const courseCategoryInputSchema = z.object({
  id: id.nullish(),
  name: text(120),
  description: text(5_000),
});
export type CourseCategoryInput = z.output<typeof courseCategoryInputSchema>;
