export const accountStatuses = ['ativado', 'pendente', 'desativado', 'arquivado'] as const;
export type AccountStatus = (typeof accountStatuses)[number];
export const accountTypes = ['personal', 'gym'] as const;
export type AccountType = (typeof accountTypes)[number];
export const visibilities = ['public', 'private'] as const;
export type Visibility = (typeof visibilities)[number];
export const registerStatuses = ['ativo', 'pendente', 'inativo', 'cancelado'] as const;

export const featureKeys = [
  'dashboard',
  'reviews',
  'users',
  'treinos',
  'social',
  'communication',
  'checkins',
  'points',
  'filials',
  'info-products',
  'banners',
  'app',
  'mass_actions',
] as const;
export type FeatureKey = (typeof featureKeys)[number];

/** Spec 000 section 3: the features an account gets when none are given. */
export const defaultFeatures: readonly FeatureKey[] = [
  'dashboard',
  'reviews',
  'users',
  'treinos',
  'social',
  'communication',
];

export const featureLabels: Partial<Record<FeatureKey, string>> = {
  treinos: 'Rotinas de Treino',
  filials: 'Filiais',
  mass_actions: 'Ações em Massa',
};
