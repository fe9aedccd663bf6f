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

/**
 * The features a new account starts with, by type (issue 35, ours where the spec is silent): a personal
 * trainer gets the spec's defaults; a gym also gets its branches (Filiais, which the spec shows to gyms only
 * when the features include filials) and check-ins at the desk.
 */
export function defaultFeaturesOf(accountType: AccountType): readonly FeatureKey[] {
  return accountType === 'gym' ? [...defaultFeatures, 'checkins', 'filials'] : defaultFeatures;
}

/** The wizard's question in step 2 (issue 35, beyond the spec's fields). */
export const accountTypeChoiceLabels: Record<AccountType, string> = { personal: 'Personal', gym: 'Academia' };

export const featureLabels: Partial<Record<FeatureKey, string>> = {
  treinos: 'Rotinas de Treino',
  filials: 'Filiais',
  mass_actions: 'Ações em Massa',
};
