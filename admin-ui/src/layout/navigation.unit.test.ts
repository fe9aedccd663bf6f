import { describe, expect, it } from 'vitest';
import type { AdminAccount } from '../account/useAccount';
import { allEntries, menuPlaceOf, sectionOfPath, sectionsFor } from './navigation';

const account = (features: string[], accountType = 'gym'): AdminAccount => ({
  id: 'a',
  code: 'demo',
  name: 'Demo',
  label: 'Demo',
  features,
  accountType,
  status: 'ativado',
});
const keys = (a: AdminAccount) => sectionsFor(a).map((s) => s.key);

describe('admin side navigation (spec 000)', () => {
  it("keeps the spec's order and gates sections by feature; finance and settings always", () => {
    expect(keys(account(['points', 'dashboard', 'users', 'checkins', 'filials', 'communication']))).toEqual([
      'dashboard',
      'checkins',
      'filials',
      'users',
      'points',
      'communication',
      'finance',
      'settings',
    ]);
    expect(keys(account([]))).toEqual(['finance', 'settings']);
  });

  it('gives a gym a Usuários submenu with Equipe, and a personal trainer a flat link and Local de Atuação', () => {
    const gym = sectionsFor(account(['users']));
    expect(gym.find((s) => s.key === 'users')?.entries.map((e) => e.label)).toEqual(['Usuários', 'Equipe']);
    const personal = sectionsFor(account(['users'], 'personal'));
    expect(personal.find((s) => s.key === 'users')?.entries).toEqual([{ label: 'Usuários', to: '/alunos' }]);
    expect(personal.find((s) => s.key === 'filials')).toMatchObject({
      label: 'Local de Atuação',
      entries: [{ label: 'Editar Endereço', to: '/filials' }],
    });
  });

  it('opens the section that owns the current path (longest match wins)', () => {
    const list = sectionsFor(account(['dashboard', 'users', 'checkins']));
    expect(sectionOfPath(list, '/alunos/123/edit')).toBe('users');
    expect(sectionOfPath(list, '/checkins/coach/new')).toBe('checkins');
    expect(sectionOfPath(list, '/')).toBe('dashboard');
    expect(sectionOfPath(list, '/plans')).toBe('finance');
    expect(sectionOfPath(list, '/nowhere')).toBeNull();
  });

  it('puts the billing report under Financeiro and places a path in its menu section for the breadcrumbs (issue 26)', () => {
    expect(menuPlaceOf('/reports')).toMatchObject({
      section: { label: 'Financeiro' },
      entry: { label: 'Relatório de Faturamento' },
    });
    expect(menuPlaceOf('/plans/123/edit')).toMatchObject({ section: { label: 'Financeiro' }, entry: { to: '/plans' } });
    expect(menuPlaceOf('/checkins/coach/new')?.entry.label).toBe('Novo Checkin de Professor');
    expect(menuPlaceOf('/nowhere')).toBeNull();
    expect(allEntries.some((e) => e.to === '/reports')).toBe(true);
  });
});
