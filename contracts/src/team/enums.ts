/** The roles a team member ('Equipe') can have (spec 000: admin, manager, coach). */
export const staffRoleValues = ['admin', 'manager', 'coach'] as const;
export const staffRoleLabels: Record<(typeof staffRoleValues)[number], string> = {
  admin: 'Administrador',
  manager: 'Gerente',
  coach: 'Professor',
};

/** How long an invitation's set-password link works. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
