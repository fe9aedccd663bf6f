import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workoutRoutineMessages as m } from '@gym/contracts';
import { browserUnavailableReason } from './browser.testkit.ts';
import { openConsoleSession, signInAsDemoAdmin, type ConsoleSession } from './console.testkit.ts';

const skipReason = browserUnavailableReason();
if (skipReason) console.warn(`[e2e skipped] ${skipReason}`);

/** The routine builder as a trainer uses it: real server, real SQLite files, real Chromium. */
describe.skipIf(skipReason !== null)(
  'console in Chromium: a workout routine with two groups, built, published, reopened, previewed',
  { timeout: 240_000 },
  () => {
    let page: Page;
    let session: ConsoleSession;
    const consoleUrl = () => session.consoleUrl;
    const seen = (text: string, exact = false) =>
      expect.poll(() => page.getByText(text, { exact }).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const groups = () => page.getByTestId('workout-group');

    beforeAll(async () => {
      session = await openConsoleSession();
      ({ page } = session);
    });
    afterAll(async () => {
      await session?.close();
    });

    it('lists the demo gym routine, published, and opens the creation form', async () => {
      await signInAsDemoAdmin(page, consoleUrl());
      await page.goto(`${consoleUrl()}/workout-routines`);
      await seen('Hipertrofia iniciante A/B');
      await seen('Publicada', true);
      await page.getByRole('link', { name: 'Nova Rotina de Treino' }).last().click();
      await seen(m.createTitle);
      await seen(m.configTab);
    });

    it('refuses a users target without users, then saves the configuration and opens the edit tab', async () => {
      await page.getByLabel('Nome da rotina').fill('Rotina E2E');
      await page.getByLabel('Seg', { exact: true }).check();
      await page.getByLabel('Qua', { exact: true }).check();
      await page.getByRole('radio', { name: 'Usuários' }).check();
      await page.getByRole('button', { name: m.saveAndContinue }).click();
      await seen(m.usersRequired);
      await seen(m.requiredFieldsToast);
      await page.getByRole('radio', { name: 'Programas' }).check();
      await page.getByRole('button', { name: m.saveAndContinue }).click();
      await seen(m.saved);
      await expect
        .poll(() => new URL(page.url()).pathname)
        .toMatch(/\/demo\/admin\/workout-routines\/[0-9a-f-]{36}\/edit$/);
      await seen(m.editTitle);
      // No group yet: one is added when the edit tab opens.
      await expect.poll(() => groups().count()).toBe(1);
      await expect.poll(() => groups().first().getByLabel('Nome do treino').inputValue()).toBe('Treino A');
    });

    it('adds an exercise through the library dialog and another through the search select', async () => {
      const groupA = groups().first();
      await groupA.getByLabel('Nome da etapa').fill('Principal');
      await groupA.getByRole('button', { name: 'Adicionar exercício' }).click();
      const dialog = page.getByTestId('exercise-library-dialog');
      await dialog.getByRole('tab', { name: 'Biblioteca' }).waitFor();
      await expect.poll(() => dialog.getByRole('tab', { name: 'Criar Novo' }).count()).toBe(1);
      await expect.poll(() => dialog.getByRole('button', { name: 'Adicionar Exercício' }).isDisabled()).toBe(true);
      await dialog.getByPlaceholder('Pesquisar exercícios...').fill('supino reto');
      await dialog.getByTestId('exercise-card').filter({ hasText: 'Supino reto com barra' }).click();
      await dialog.getByLabel('Séries').fill('3');
      await dialog.getByLabel('Repetições').fill('12');
      await dialog.getByLabel('Carga').fill('20kg');
      await dialog.getByLabel('Observações').fill('Desça devagar');
      await dialog.getByRole('button', { name: 'Adicionar Exercício' }).click();
      await expect.poll(() => dialog.count()).toBe(0);
      await expect.poll(() => groupA.getByTestId('exercise-row').count()).toBe(1);
      await seen('Séries: 3 · Reps: 12 · Carga: 20kg');

      const select = groupA.getByPlaceholder('Selecione/digite o exercício');
      await select.fill('a');
      await seen('Digite 3 carecteres ou mais para iniciar a busca.');
      await select.fill('agachamento livre');
      await page.getByRole('option', { name: 'Agachamento livre com barra' }).click();
      await expect.poll(() => groupA.getByTestId('exercise-row').count()).toBe(2);
    });

    it("refuses to publish a block without description or exercise, with the spec's toast", async () => {
      await page.getByText('Adicionar treino').click();
      await expect.poll(() => groups().count()).toBe(2);
      await page.getByRole('button', { name: m.publish }).click();
      await seen(m.requiredFieldsToast);
      await seen(m.workoutDescriptionOrExercise);
      await groups().nth(1).getByLabel('Descrição da etapa').fill('20 minutos de esteira');
      await page.getByRole('button', { name: m.publish }).click();
      await seen(m.saved);
      await seen('Publicada', true);
    });

    it('reopens the routine intact after a reload, and the group preview shows it', async () => {
      await page.reload();
      await expect.poll(() => groups().count(), { timeout: 20_000 }).toBe(2);
      await expect.poll(() => groups().nth(0).getByLabel('Nome do treino').inputValue()).toBe('Treino A');
      await expect.poll(() => groups().nth(1).getByLabel('Nome do treino').inputValue()).toBe('Treino B');
      const rows = groups().first().getByTestId('exercise-row');
      await expect.poll(() => rows.count()).toBe(2);
      await expect.poll(() => rows.nth(0).innerText()).toContain('Supino reto com barra');
      await expect.poll(() => rows.nth(0).innerText()).toContain('Observações: Desça devagar');
      await expect.poll(() => rows.nth(1).innerText()).toContain('Agachamento livre com barra');
      await expect
        .poll(() => groups().nth(1).getByLabel('Descrição da etapa').inputValue())
        .toBe('20 minutos de esteira');
      await page.getByRole('tab', { name: m.configTab }).click();
      await expect.poll(() => page.getByLabel('Nome da rotina').inputValue()).toBe('Rotina E2E');
      await expect.poll(() => page.getByLabel('Seg', { exact: true }).isChecked()).toBe(true);
      await page.getByRole('tab', { name: m.editTab }).click();

      await groups().first().getByRole('link', { name: 'Pré-visualizar' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toMatch(/\/demo\/admin\/workout-groups\/[0-9a-f-]{36}$/);
      await expect.poll(() => page.getByTestId('group-preview-name').innerText()).toBe('Treino A');
      await expect.poll(() => page.getByTestId('exercise-row').count()).toBe(2);
      await seen('Séries: 3 · Reps: 12 · Carga: 20kg');
    });

    it('edits an exercise in the dialog, moves it, deletes a block after confirming, minimises and saves one group', async () => {
      await page.goBack();
      await expect.poll(() => groups().count(), { timeout: 20_000 }).toBe(2);
      const groupA = groups().first();
      const rows = groupA.getByTestId('exercise-row');
      await rows.nth(0).getByRole('button', { name: 'Editar' }).click();
      const dialog = page.getByTestId('exercise-library-dialog');
      await dialog.getByText('Editar Exercício').waitFor();
      await expect.poll(() => dialog.getByLabel('Séries').inputValue()).toBe('3');
      await dialog.getByLabel('Séries').fill('4');
      await dialog.getByRole('button', { name: 'Salvar Alterações' }).click();
      await expect.poll(() => rows.nth(0).innerText()).toContain('Séries: 4');
      await rows.nth(0).getByRole('button', { name: 'Mover para baixo' }).click();
      await expect.poll(() => rows.nth(0).innerText()).toContain('Agachamento livre com barra');

      const groupB = groups().nth(1);
      await groupB.getByRole('button', { name: 'Adicionar etapa' }).click();
      await expect.poll(() => groupB.getByTestId('workout-block').count()).toBe(2);
      await groupB.getByRole('button', { name: 'Apagar etapa' }).nth(1).click();
      await seen(m.deleteWorkout);
      await page.getByRole('button', { name: 'Apagar', exact: true }).click();
      await expect.poll(() => groupB.getByTestId('workout-block').count()).toBe(1);
      await groupB.getByRole('button', { name: 'Minimizar treino' }).click();
      await seen('1 etapa(s)');
      await expect.poll(() => groupB.getByTestId('workout-block').count()).toBe(0);

      await page.getByRole('button', { name: 'Salvar este treino' }).first().click();
      await seen(m.groupSaved('Treino A'));
      await page.reload();
      await expect.poll(() => groups().first().getByTestId('exercise-row').count(), { timeout: 20_000 }).toBe(2);
      const reread = groups().first().getByTestId('exercise-row');
      await expect.poll(() => reread.nth(0).innerText()).toContain('Agachamento livre com barra');
      await expect.poll(() => reread.nth(1).innerText()).toContain('Séries: 4 · Reps: 12');
      await expect.poll(() => groups().nth(1).getByTestId('workout-block').count()).toBe(1);
    });

    it('deleting every group after the confirmation returns the routine to draft (the draft rule)', async () => {
      for (const name of ['Treino B', 'Treino A']) {
        const group = groups().filter({ has: page.locator(`input[value="${name}"]`) });
        await group.getByRole('button', { name: 'Apagar treino' }).click();
        await seen(m.deleteItem(name));
        await page.getByRole('button', { name: 'Apagar', exact: true }).click();
      }
      await expect.poll(() => groups().count()).toBe(0);
      await page.getByRole('button', { name: m.publish }).click();
      await seen(m.saved);
      await seen('Rascunho', true);
      await page.goto(`${consoleUrl()}/workout-routines`);
      const row = page.getByTestId('routine-row').filter({ hasText: 'Rotina E2E' });
      await expect.poll(() => row.innerText()).toContain('Rascunho');
    });
  },
);
