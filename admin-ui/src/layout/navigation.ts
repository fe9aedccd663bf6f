import type { FeatureKey } from '@gym/contracts/accounts/enums';
import type { AdminAccount } from '../account/useAccount';

export interface NavEntry {
  readonly label: string;
  /** Path under /{account}/admin, or under /{account} when `outside` is set. */
  readonly to: string;
  readonly outside?: boolean;
}

export interface NavSection {
  readonly key: string;
  readonly label: string;
  readonly entries: readonly NavEntry[];
}

type SectionKey = FeatureKey | 'finance' | 'settings';

interface SectionDefinition extends NavSection {
  readonly key: SectionKey;
}

/** Spec 000 'Admin side navigation', in the spec's order; labels are ours. */
const sections: readonly SectionDefinition[] = [
  {
    key: 'dashboard',
    label: 'Dashboard',
    entries: [
      { label: 'Dashboard', to: '/' },
      { label: 'Avaliações', to: '/reviews' },
    ],
  },
  {
    key: 'checkins',
    label: 'Checkins',
    entries: [
      { label: 'Novo Checkin', to: '/checkins/new' },
      { label: 'Checkins', to: '/checkins' },
      { label: 'Novo Checkin de Professor', to: '/checkins/coach/new' },
      { label: 'Checkins de Professores', to: '/checkins/coaches' },
    ],
  },
  { key: 'filials', label: 'Filiais', entries: [{ label: 'Filiais', to: '/filials' }] },
  {
    key: 'users',
    label: 'Usuários',
    entries: [
      { label: 'Usuários', to: '/alunos' },
      { label: 'Equipe', to: '/users' },
    ],
  },
  {
    key: 'treinos',
    label: 'Treinos',
    entries: [
      { label: 'Rotinas de Treino', to: '/workout-routines' },
      { label: 'Nova Rotina de Treino', to: '/workout-routines/new' },
      { label: 'Programas', to: '/programs' },
      { label: 'Exercícios', to: '/exercises' },
      { label: 'Recordes', to: '/records' },
    ],
  },
  {
    key: 'info-products',
    label: 'Cursos',
    entries: [
      { label: 'Cursos', to: '/courses' },
      { label: 'Novo Curso', to: '/courses/new' },
      { label: 'Categorias de Cursos', to: '/course-categories' },
      { label: 'Participações', to: '/participations' },
    ],
  },
  {
    key: 'points',
    label: 'Pontos',
    entries: [
      { label: 'Pontos', to: '/points' },
      { label: 'Configurações de CRM', to: '/crm-settings' },
    ],
  },
  {
    key: 'communication',
    label: 'Comunicação',
    entries: [
      { label: 'Mensagens Automáticas', to: '/campaigns' },
      { label: 'Mensagens', to: '/messages' },
    ],
  },
  {
    key: 'social',
    label: 'Social',
    entries: [
      { label: 'Posts', to: '/posts' },
      { label: 'Comentários', to: '/general_comments' },
    ],
  },
  {
    key: 'app',
    label: 'Aplicativo',
    entries: [
      { label: 'Aplicativo', to: '/app' },
      { label: 'Personalizar Aplicativo', to: '/app/customize' },
      { label: 'Banners', to: '/banners' },
    ],
  },
  {
    key: 'finance',
    label: 'Financeiro',
    entries: [
      { label: 'Planos', to: '/plans' },
      { label: 'Relatório de Faturamento', to: '/reports' },
      { label: 'Cobrança Recorrente', to: '/cobranca' },
      { label: 'Página de Checkout', to: '/checkout', outside: true },
    ],
  },
  {
    key: 'settings',
    label: 'Configurações',
    entries: [
      { label: 'Conta', to: '/edit' },
      { label: 'Planos da Conta', to: '/account-plans' },
      { label: 'Faturas', to: '/account-billings' },
    ],
  },
];

/**
 * The sections an account sees: gated by its features (finance and settings always); a personal account
 * gets a flat Usuários link and a 'Local de Atuação' entry instead of Filiais (spec 000 section 6).
 */
export function sectionsFor(account: AdminAccount): readonly NavSection[] {
  const personal = account.accountType === 'personal';
  return sections.flatMap((section): NavSection[] => {
    if (section.key === 'finance' || section.key === 'settings') return [section];
    // A personal trainer has one place of work: always a single 'Local de Atuação' entry (spec 000 section 6).
    if (section.key === 'filials' && personal)
      return [{ ...section, label: 'Local de Atuação', entries: [{ label: 'Editar Endereço', to: '/filials' }] }];
    if (!account.features.includes(section.key)) return [];
    if (section.key === 'users' && personal) return [{ ...section, entries: [{ label: 'Usuários', to: '/alunos' }] }];
    return [section];
  });
}

/** Every in-console path the navigation knows, for the placeholder routes. */
export const allEntries: readonly NavEntry[] = sections.flatMap((s) => s.entries);

/** The section whose entry best matches the path (longest prefix), so the open section follows the URL. */
export function sectionOfPath(list: readonly NavSection[], path: string): string | null {
  let best: { key: string; length: number } | null = null;
  for (const section of list) {
    for (const entry of section.entries) {
      if (entry.outside) continue;
      const matches =
        entry.to === '/' ? path === '/' || path === '' : path === entry.to || path.startsWith(`${entry.to}/`);
      if (matches && (!best || entry.to.length > best.length)) best = { key: section.key, length: entry.to.length };
    }
  }
  return best?.key ?? null;
}

/** Every section with all its entries (before any account's gating), for the breadcrumbs. */
export const allSections: readonly NavSection[] = sections;

/** The menu's section and entry for a path (longest matching entry), for breadcrumbs that follow the menu. */
export function menuPlaceOf(path: string): { section: NavSection; entry: NavEntry } | null {
  let best: { section: NavSection; entry: NavEntry } | null = null;
  for (const section of sections) {
    for (const entry of section.entries) {
      if (entry.outside || entry.to === '/') continue;
      if ((path === entry.to || path.startsWith(`${entry.to}/`)) && (!best || entry.to.length > best.entry.to.length))
        best = { section, entry };
    }
  }
  return best;
}
