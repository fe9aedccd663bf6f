import { z } from 'zod';
import { notPersonal } from '../privacy/personal.ts';
import { messages } from '../messages.ts';

/** A class a coach gave (spec 000 navigation: /admin/checkins/coach/new and /admin/checkins/coaches). */
export const coachClassRecordedV1 = z.object({
  accountId: z.string(),
  coachCheckinId: z.string(),
  coachId: z.string(),
  coachName: notPersonal(z.string(), "the coach (staff) who taught the class, shown on the coaches' screens"),
  programId: z.string().nullable(),
  programName: notPersonal(z.string().nullable(), "the program's name (a class schedule)"),
  classDate: z.string(),
  startTime: z.string(),
  notes: z.string().nullable(),
  recordedBy: z.string().nullable(),
  recordedAt: z.string(),
});
export type CoachClassRecorded = { type: 'CoachClassRecorded'; data: z.infer<typeof coachClassRecordedV1> };
export const coachCheckinEventSchemas = { CoachClassRecorded: { version: 1, schema: coachClassRecordedV1 } } as const;

/** Collection `coachCheckins`: one document per recorded class. */
export interface CoachCheckinDoc extends Omit<z.infer<typeof coachClassRecordedV1>, 'coachCheckinId'> {
  readonly id: string;
}

/** ours: the spec words none of these. */
export const coachCheckinMessages = {
  recorded: 'Checkin de professor registrado com sucesso!',
  coachNotFound: 'Professor não encontrado',
  onlyOwn: 'Um professor registra apenas as próprias aulas',
  invalidDate: 'Data inválida',
  invalidTime: 'Horário inválido',
} as const;

export const coachCheckinInputSchema = z.object({
  coachId: z.string({ message: messages.required }).trim().min(1, messages.required),
  programId: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null)),
  classDate: z
    .string({ message: messages.required })
    .trim()
    .refine(
      (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)),
      coachCheckinMessages.invalidDate,
    ),
  startTime: z
    .string({ message: messages.required })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, coachCheckinMessages.invalidTime),
  notes: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((v) => (v ? v : null)),
});
