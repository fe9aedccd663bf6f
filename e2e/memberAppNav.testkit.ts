import type { Page } from 'playwright-core';

/** The tabs behind the member app's 'Mais' (the bottom menu keeps Início, Aulas, Treinos and Check-in). */
export const MORE_TABS = ['Cursos', 'Histórico', 'Plano', 'Mural', 'Perfil'] as const;

/** Opens a member-app tab by its label as a member would: straight from the bottom menu, or through 'Mais'. */
export async function openAppTab(page: Page, label: string): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Menu' });
  if ((MORE_TABS as readonly string[]).includes(label)) {
    await menu.getByRole('button', { name: 'Mais', exact: true }).click();
    await menu.getByRole('group', { name: 'Mais' }).getByRole('button', { name: label, exact: true }).click();
    return;
  }
  await menu.getByRole('button', { name: label, exact: true }).click();
}
