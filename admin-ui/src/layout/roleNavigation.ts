import type { NavSection } from './navigation';

/**
 * What each role sees of the navigation (ours: spec 000 says "not shown"), following the role matrix
 * of docs/accounts.md: settings and the team (Equipe) are the admins'; the finance section (plan
 * changes, payments, the billing report) is for admins and managers; a coach keeps the rest.
 */
export function sectionsForRole(
  sections: readonly NavSection[],
  rule: string | null | undefined,
): readonly NavSection[] {
  if (rule === 'admin') return sections;
  return sections.flatMap((section): NavSection[] => {
    if (section.key === 'settings') return [];
    if (section.key === 'finance' && rule !== 'manager') return [];
    const entries = section.entries.filter((entry) => entry.to !== '/users');
    return entries.length ? [{ ...section, entries }] : [];
  });
}
