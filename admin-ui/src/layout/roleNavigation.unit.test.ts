import { describe, expect, it } from 'vitest';
import { sectionsFor } from './navigation';
import { sectionsForRole } from './roleNavigation';

const gym = {
  id: 'a',
  code: 'demo',
  name: 'Demo',
  label: 'Demo',
  accountType: 'gym',
  status: 'ativado',
  features: ['dashboard', 'users', 'checkins', 'points'],
};
const keys = (rule: string) => sectionsForRole(sectionsFor(gym), rule).map((s) => s.key);
const entries = (rule: string, key: string) =>
  sectionsForRole(sectionsFor(gym), rule)
    .find((s) => s.key === key)
    ?.entries.map((e) => e.to);

describe('navigation by role', () => {
  it('shows an admin everything, the team included', () => {
    expect(keys('admin')).toEqual(['dashboard', 'checkins', 'users', 'points', 'finance', 'settings']);
    expect(entries('admin', 'users')).toEqual(['/alunos', '/users']);
  });
  it('hides settings and the team from a manager', () => {
    expect(keys('manager')).toEqual(['dashboard', 'checkins', 'users', 'points', 'finance']);
    expect(entries('manager', 'users')).toEqual(['/alunos']);
  });
  it('gives a coach the coach menu: no settings, no team, no finance; the coach check-ins stay', () => {
    expect(keys('coach')).toEqual(['dashboard', 'checkins', 'users', 'points']);
    expect(entries('coach', 'checkins')).toEqual([
      '/checkins/new',
      '/checkins',
      '/checkins/coach/new',
      '/checkins/coaches',
    ]);
  });
});
