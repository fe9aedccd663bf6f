export const studentStatuses = ['lead', 'ativo', 'pendente', 'cancelado', 'inativo'] as const;
export type StudentStatus = (typeof studentStatuses)[number];

export const studentStatusLabels: Record<StudentStatus, string> = {
  lead: 'Lead',
  ativo: 'Ativo',
  pendente: 'Pendente',
  cancelado: 'Cancelado',
  inativo: 'Inativo',
};

export const genders = ['Masculino', 'Feminino', '-'] as const;
export type Gender = (typeof genders)[number];

export const origins = ['panel', 'app', 'checkout', 'external', 'whatsapp'] as const;
export type Origin = (typeof origins)[number];

export const originLabels: Record<Origin, string> = {
  panel: 'Painel Administrativo',
  app: 'Aplicativo',
  checkout: 'Página de Checkout',
  external: 'Externo',
  whatsapp: 'Whatsapp Bot',
};

/** The relationship rule of a user with an account. */
export const roles = ['admin', 'manager', 'coach', 'student'] as const;
export type Role = (typeof roles)[number];
export const staffRoles: readonly Role[] = ['admin', 'manager', 'coach'];

/** Plan-type label priority of the student list (spec 002): Gympass, Totalpass, Plano Normal, Sem Plano. */
export const planTypeLabels = ['Gympass', 'Totalpass', 'Plano Normal', 'Sem Plano'] as const;
export type PlanTypeLabel = (typeof planTypeLabels)[number];
