import { z } from 'zod';
import { messages } from '../messages.ts';
import { isValidEmail } from '../validation/email.ts';

/** The roles a team member ('Equipe') can have (spec 000: admin, manager, coach). */
export const staffRoleValues = ['admin', 'manager', 'coach'] as const;
export const staffRoleLabels: Record<(typeof staffRoleValues)[number], string> = {
  admin: 'Administrador',
  manager: 'Gerente',
  coach: 'Professor',
};

/** ours: the spec words none of the team screen's messages. */
export const teamMessages = {
  invited: 'Convite enviado com sucesso!',
  invalidRole: 'Selecione uma função',
  mailSubject: 'Convite para a equipe',
} as const;

export const staffInviteSchema = z.object({
  name: z.string().trim().min(1, messages.required).max(100),
  lastName: z.string().trim().min(1, messages.required).max(100),
  email: z
    .string()
    .trim()
    .refine(isValidEmail, messages.invalidEmail)
    .transform((v) => v.toLowerCase()),
  rule: z.enum(staffRoleValues, { message: teamMessages.invalidRole }),
});

/** How long an invitation's set-password link works. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** An admin changed a team member's role (the member's registration keeps the role they started with). */
export const staffRoleChangedV1 = z.object({
  accountId: z.string(),
  userId: z.string(),
  rule: z.enum(staffRoleValues),
  changedAt: z.string(),
});
export type StaffRoleChanged = { type: 'StaffRoleChanged'; data: z.infer<typeof staffRoleChangedV1> };
/**
 * `adminSeats-<accountId>`: an admin stops being one (removed from the team or demoted), or becomes one again.
 * One stream per account, so two admins removing each other at the same moment are decided one after the other and
 * the second is refused: the account keeps an admin.
 */
export const adminSeatReleasedV1 = z.object({ accountId: z.string(), userId: z.string(), releasedAt: z.string() });
export const adminSeatTakenV1 = z.object({ accountId: z.string(), userId: z.string(), takenAt: z.string() });
export type AdminSeatReleased = { type: 'AdminSeatReleased'; data: z.infer<typeof adminSeatReleasedV1> };
export type AdminSeatTaken = { type: 'AdminSeatTaken'; data: z.infer<typeof adminSeatTakenV1> };

export const teamEventSchemas = {
  StaffRoleChanged: { version: 1, schema: staffRoleChangedV1 },
  AdminSeatReleased: { version: 1, schema: adminSeatReleasedV1 },
  AdminSeatTaken: { version: 1, schema: adminSeatTakenV1 },
} as const;

export const teamRoleMessages = {
  updated: 'Função atualizada com sucesso!',
  notStaff: 'Membro da equipe não encontrado',
  ownRole: 'Você não pode alterar a sua própria função',
} as const;

/** ours: removing someone from the team ('Equipe'); the spec words none of it. */
export const teamRemovalMessages = {
  removed: 'Membro removido da equipe com sucesso!',
  ownRemoval: 'Você não pode remover a si mesmo da equipe',
  lastAdmin: 'A conta precisa de pelo menos um administrador',
  confirmTitle: 'Remover da equipe',
  confirmContent: (fullName: string) => `Remover ${fullName} da equipe? O acesso dele ao painel será revogado.`,
} as const;
