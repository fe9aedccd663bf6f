import { z } from 'zod';
import { byStudent, personal, sealedFor } from '../privacy/personal.ts';
import { genders, origins, roles, studentStatuses } from './enums.ts';

/** The profile as events carry it: already validated and normalised. */
export const studentProfileSchema = z.object({
  name: personal(z.string()),
  lastName: personal(z.string()),
  email: personal(z.string()),
  phone: personal(z.string().nullable()),
  cpf: personal(z.string().nullable()),
  gender: z.enum(genders),
  birthdate: personal(z.string().nullable()),
  gympassId: personal(z.string().nullable()),
  height: z.number().nullable(),
  status: z.enum(studentStatuses),
  avatarUrl: personal(z.string().nullable()),
});
export type StudentProfile = z.infer<typeof studentProfileSchema>;

export const studentRegisteredV1 = sealedFor(
  byStudent,
  z.object({
    accountId: z.string(),
    studentId: z.string(),
    profile: studentProfileSchema,
    rule: z.enum(roles),
    origin: z.enum(origins),
    registeredAt: z.string(),
  }),
);

export const studentProfileUpdatedV1 = sealedFor(
  byStudent,
  z.object({
    accountId: z.string(),
    studentId: z.string(),
    profile: studentProfileSchema,
    updatedAt: z.string(),
  }),
);

export const studentDeletedV1 = z.object({
  accountId: z.string(),
  studentId: z.string(),
  deletedAt: z.string(),
});

export type StudentRegistered = { type: 'StudentRegistered'; data: z.infer<typeof studentRegisteredV1> };
export type StudentProfileUpdated = { type: 'StudentProfileUpdated'; data: z.infer<typeof studentProfileUpdatedV1> };
export type StudentDeleted = { type: 'StudentDeleted'; data: z.infer<typeof studentDeletedV1> };
export type StudentEvent = StudentRegistered | StudentProfileUpdated | StudentDeleted;

/** Claims an e-mail inside an account, so two students of one account never share it. */
const studentEmailV1 = z.object({ accountId: z.string(), email: personal(z.string()), studentId: z.string() });
export const studentEmailClaimedV1 = sealedFor(byStudent, studentEmailV1);
export const studentEmailReleasedV1 = sealedFor(byStudent, studentEmailV1);
export type StudentEmailClaimed = { type: 'StudentEmailClaimed'; data: z.infer<typeof studentEmailClaimedV1> };
export type StudentEmailReleased = { type: 'StudentEmailReleased'; data: z.infer<typeof studentEmailReleasedV1> };
export type StudentEmailEvent = StudentEmailClaimed | StudentEmailReleased;
