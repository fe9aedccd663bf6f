import { z } from 'zod';
import { messages } from '../messages.ts';
import { isValidCpf, isValidEmail, onlyDigits } from '../validation/index.ts';
import { genders, origins, studentStatuses } from './enums.ts';

const trimmed = z.string().trim();
const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * createOrUpdateUser input (spec 002 'Student edit'): name, lastName, e-mail, phone, CPF, gender,
 * birthdate, Gympass identifier, height, status, avatar; origin 'panel' when saved from the console.
 */
export const studentInputSchema = z.object({
  id: z.string().uuid().nullish(),
  name: trimmed.min(1, messages.required).max(100),
  lastName: trimmed.min(1, messages.required).max(100),
  email: trimmed
    .min(1, messages.required)
    .max(254)
    .refine((v) => isValidEmail(v), messages.invalidEmail)
    .transform((v) => v.toLowerCase()),
  phone: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || (onlyDigits(v).length >= 10 && onlyDigits(v).length <= 13), messages.invalidPhone)
    // Stored as digits, like the CPF: a search by digits finds it, and screens mask it (issue 35 item 17).
    .transform((v) => (v === null ? null : onlyDigits(v))),
  cpf: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isValidCpf(v), messages.invalidCpf)
    .transform((v) => (v === null ? null : onlyDigits(v))),
  gender: z.enum(genders, { message: messages.invalidGender }).default('-'),
  birthdate: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isIsoDate(v), messages.invalidBirthdate),
  gympassId: optionalText(100),
  height: z
    .number({ message: messages.invalidHeight })
    .int(messages.invalidHeight)
    .min(1, messages.invalidHeight)
    .max(300, messages.invalidHeight)
    .nullish()
    .transform((v) => v ?? null),
  status: z.enum(studentStatuses, { message: messages.invalidStatus }).default('ativo'),
  origin: z.enum(origins).default('panel'),
  avatarUrl: optionalText(2000),
});

export type StudentInput = z.input<typeof studentInputSchema>;
export type ValidStudentInput = z.output<typeof studentInputSchema>;

function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
