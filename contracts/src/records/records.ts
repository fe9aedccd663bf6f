import { z } from 'zod';
import { exerciseTypeKeys, type ExerciseType } from '../exercises/exerciseMessages.ts';

/** pt-BR texts of personal records (the spec names the feature only: ours). */
export const recordMessages = {
  notRecordEnabled: 'Este exercício não está habilitado para recordes',
  valueRequired: 'Informe um valor maior que zero',
  futureDate: 'A data do recorde não pode estar no futuro',
  invalidDate: 'Data inválida',
  saved: 'Recorde salvo com sucesso!',
  empty: 'Nenhum recorde registrado ainda',
} as const;

/** The unit a record of each exercise type is kept in. */
export const recordUnits: Record<ExerciseType, string> = {
  carga: 'kg',
  tempo: 's',
  repeticao: 'reps',
  distancia: 'm',
  calorias: 'kcal',
};

/**
 * A personal record of a student on a record-enabled exercise, in the exercise's type (stream
 * `personalRecords-<studentId>-<exerciseId>`). isPersonalBest: above every earlier record of the pair
 * (higher is better for every type: heavier, longer, more repetitions, farther, more calories).
 */
export const personalRecordSetV1 = z.object({
  accountId: z.string(),
  recordId: z.string(),
  studentId: z.string(),
  exerciseId: z.string(),
  exerciseType: z.enum(exerciseTypeKeys as [string, ...string[]]),
  value: z.number(),
  recordedOn: z.string(),
  enteredBy: z.enum(['staff', 'member']),
  enteredById: z.string().nullable(),
  isPersonalBest: z.boolean(),
  recordedAt: z.string(),
});
export type PersonalRecordSet = { type: 'PersonalRecordSet'; data: z.infer<typeof personalRecordSetV1> };

export const recordEventSchemas = { PersonalRecordSet: { version: 1, schema: personalRecordSetV1 } } as const;

/** setPersonalRecord(userId, exerciseId, value, recordedOn) and the member's setMyPersonalRecord (no userId). */
export const personalRecordInputSchema = z.object({
  exerciseId: z.string().trim().min(1),
  value: z
    .number({ message: recordMessages.valueRequired })
    .finite()
    .positive(recordMessages.valueRequired)
    .max(1_000_000),
  recordedOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, recordMessages.invalidDate)
    .nullish(),
});

export interface PersonalRecordEntry {
  readonly recordId: string;
  readonly value: number;
  readonly recordedOn: string;
  readonly enteredBy: 'staff' | 'member';
  readonly recordedAt: string;
}

/** Collection `personalRecords`: one document per student and exercise, its history (newest first) and best. */
export interface PersonalRecordsDoc {
  readonly id: string;
  readonly accountId: string;
  readonly studentId: string;
  readonly exerciseId: string;
  readonly exerciseType: string;
  readonly best: PersonalRecordEntry;
  readonly history: readonly PersonalRecordEntry[];
}
