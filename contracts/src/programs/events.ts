import { z } from 'zod';
import { notPersonal } from '../privacy/personal.ts';

/** Program fields as events carry them (spec 001 'Program'). */
export const programFieldsSchema = z.object({
  name: notPersonal(z.string(), "the program's name (a class schedule)"),
  filialId: z.string(),
  maximumCheckinsPerDay: z.number().int().nullable(),
  passTypeNumber: z.string().nullable(),
  /** The gym-pass product id (spec field programId of the pass integration). */
  passProgramId: z.string().nullable(),
});
export type ProgramFields = z.infer<typeof programFieldsSchema>;

export const programCreatedV1 = z.object({
  accountId: z.string(),
  programId: z.string(),
  code: z.string().nullable(),
  fields: programFieldsSchema,
  createdAt: z.string(),
});
export const programChangedV1 = z.object({
  accountId: z.string(),
  programId: z.string(),
  code: z.string().nullable(),
  fields: programFieldsSchema,
  changedAt: z.string(),
});
export const programDeletedV1 = z.object({ accountId: z.string(), programId: z.string(), deletedAt: z.string() });

/** A weekly class of a program (spec 001 'ProgramClass'); weekDays are 0-6, 0 = Sunday. */
export const programClassFieldsSchema = z.object({
  startTime: z.string(),
  endTime: z.string(),
  limit: z.number().int().nullable(),
  coachId: z.string().nullable(),
  weekDays: z.array(z.number().int().min(0).max(6)),
});
export type ProgramClassFields = z.infer<typeof programClassFieldsSchema>;

export const programClassScheduledV1 = z.object({
  accountId: z.string(),
  programClassId: z.string(),
  programId: z.string(),
  fields: programClassFieldsSchema,
  scheduledAt: z.string(),
});
export const programClassChangedV1 = z.object({
  accountId: z.string(),
  programClassId: z.string(),
  programId: z.string(),
  fields: programClassFieldsSchema,
  changedAt: z.string(),
});
export const programClassDeletedV1 = z.object({
  accountId: z.string(),
  programClassId: z.string(),
  programId: z.string(),
  deletedAt: z.string(),
});

export type ProgramCreated = { type: 'ProgramCreated'; data: z.infer<typeof programCreatedV1> };
export type ProgramChanged = { type: 'ProgramChanged'; data: z.infer<typeof programChangedV1> };
export type ProgramDeleted = { type: 'ProgramDeleted'; data: z.infer<typeof programDeletedV1> };
export type ProgramEvent = ProgramCreated | ProgramChanged | ProgramDeleted;
export type ProgramClassScheduled = { type: 'ProgramClassScheduled'; data: z.infer<typeof programClassScheduledV1> };
export type ProgramClassChanged = { type: 'ProgramClassChanged'; data: z.infer<typeof programClassChangedV1> };
export type ProgramClassDeleted = { type: 'ProgramClassDeleted'; data: z.infer<typeof programClassDeletedV1> };
export type ProgramClassEvent = ProgramClassScheduled | ProgramClassChanged | ProgramClassDeleted;

export interface ProgramDoc extends ProgramFields {
  readonly id: string;
  readonly accountId: string;
  readonly code: string | null;
  readonly createdAt: string;
}
export interface ProgramClassDoc extends ProgramClassFields {
  readonly id: string;
  readonly accountId: string;
  readonly programId: string;
}
