import { z } from 'zod';
import { programMessages } from './messages.ts';
import { tooLongText } from '../security/zodLocale.ts';

const optional = (max = 100) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** createOrUpdateProgram input (spec 001 'Program' validation). */
export const programInputSchema = z.object({
  id: z.string().uuid().nullish(),
  code: optional(60),
  name: z
    .string({ message: programMessages.required })
    .trim()
    .min(1, programMessages.required)
    .max(120, tooLongText(120)),
  filialId: z.string({ message: programMessages.required }).trim().min(1, programMessages.required),
  maximumCheckinsPerDay: z
    .number({ message: programMessages.invalidMaximum })
    .int(programMessages.invalidMaximum)
    .min(1, programMessages.invalidMaximum)
    .max(100, programMessages.invalidMaximum)
    .nullish()
    .transform((v) => v ?? null),
  passTypeNumber: optional(),
  programId: optional(),
});
export type ValidProgramInput = z.output<typeof programInputSchema>;

/** HH:MM with hour at most 23 and minutes at most 59 (spec 001 'Program class'). */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = z.string({ message: programMessages.required }).trim().regex(TIME_PATTERN, programMessages.required);

/** The form's classDays rows: unchecking an existing day sends _destroy (spec 001 weekday rules). */
const classDaySchema = z.object({
  id: z.string().nullish(),
  weekDayId: z.union([z.number(), z.string()]).nullish(),
  value: z.number().int().min(0).max(6),
  _destroy: z.boolean().nullish(),
});

/** createOrUpdateProgramClass input (spec 001 'ProgramClass'). */
export const programClassInputSchema = z
  .object({
    id: z.string().uuid().nullish(),
    programId: z.string().uuid({ message: programMessages.notFound }),
    startTime: time,
    endTime: time,
    limit: z
      .number({ message: programMessages.invalidLimit })
      .int(programMessages.invalidLimit)
      .min(1, programMessages.invalidLimit)
      .max(10_000, programMessages.invalidLimit)
      .nullish()
      .transform((v) => v ?? null),
    userId: z
      .string()
      .uuid()
      .nullish()
      .transform((v) => v ?? null),
    weekDays: z.array(z.number().int().min(0).max(6)).nullish(),
    classDays: z.array(classDaySchema).nullish(),
  })
  .transform((v, ctx) => {
    // Both shapes are accepted: weekDays values, or classDays rows where _destroy drops a day.
    const days = v.classDays ? v.classDays.filter((d) => !d._destroy).map((d) => d.value) : (v.weekDays ?? []);
    const weekDays = [...new Set(days)].sort((a, b) => a - b);
    if (weekDays.length === 0)
      ctx.addIssue({ code: 'custom', path: ['weekDays'], message: programMessages.weekDaysRequired });
    if (v.endTime <= v.startTime)
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: programMessages.endBeforeStart });
    return {
      id: v.id ?? null,
      programId: v.programId,
      startTime: v.startTime,
      endTime: v.endTime,
      limit: v.limit,
      coachId: v.userId,
      weekDays,
    };
  });
export type ValidProgramClassInput = z.output<typeof programClassInputSchema>;
