export const settingsTabs = ['general', 'emails', 'register', 'checkins', 'payments', 'billing', 'resources'] as const;
export type SettingsTab = (typeof settingsTabs)[number];

/** Spec 000 labels; checkins, billing and resources have none there (ours). */
export const tabLabels: Record<SettingsTab, string> = {
  general: 'Geral',
  emails: 'Envio de e-mails',
  register: 'Novos Cadastros',
  checkins: 'Checkins',
  payments: 'Pagamentos',
  billing: 'Faturamento',
  resources: 'Recursos',
};

/** Tabs flagged general: what an account's own staff may see (resources is the operator's only). */
const generalTabs: ReadonlySet<SettingsTab> = new Set([
  'general',
  'emails',
  'register',
  'checkins',
  'payments',
  'billing',
]);

export interface TabContext {
  readonly scope: 'operator' | 'account';
  readonly accountType: string;
  readonly features: readonly string[];
}

/**
 * Spec 000 'Account settings' visibility: the operator sees every tab; the account's scope only the
 * general ones; checkins only with the checkins feature (the operator always); no emails tab for a
 * personal account outside the operator scope.
 */
export function visibleTabs({ scope, accountType, features }: TabContext): SettingsTab[] {
  if (scope === 'operator') return [...settingsTabs];
  return settingsTabs.filter((tab) => {
    if (!generalTabs.has(tab)) return false;
    if (tab === 'checkins' && !features.includes('checkins')) return false;
    if (tab === 'emails' && accountType === 'personal') return false;
    return true;
  });
}

/** The tab of the URL hash; an unknown or hidden one falls back to general. */
export function tabOfHash(hash: string, visible: readonly SettingsTab[]): SettingsTab {
  const wanted = hash.replace(/^#/, '') as SettingsTab;
  return visible.includes(wanted) ? wanted : 'general';
}

/** The page title: the account code followed by /configuracoes - and the tab label. */
export const settingsTitle = (code: string, tab: SettingsTab) => `${code}/configuracoes - ${tabLabels[tab]}`;
