import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { SAVE_STUDENT } from '../command-service/src/testing/testServer.testkit.ts';
import { CHECK_IN, SAVE_CLASS, SAVE_FILIAL, SAVE_PROGRAM } from '../command-service/src/checkins/gqlDocs.testkit.ts';
import { browserUnavailableReason } from './browser.testkit.ts';
import { openConsoleSession, signInAsDemoAdmin, type ConsoleSession } from './console.testkit.ts';
import { givePlan } from './entitlement.testkit.ts';

const skipReason = browserUnavailableReason();
if (skipReason) console.warn(`[e2e skipped] ${skipReason}`);

/** Issue 22 item 7: a check-in dated today is edited from the profile panel, whose form replaces the list. */
describe.skipIf(skipReason !== null)(
  "editing today's check-in from the profile in Chromium",
  { timeout: 240_000 },
  () => {
    let session: ConsoleSession;
    let page: Page;
    let studentId: string;

    beforeAll(async () => {
      session = await openConsoleSession();
      page = session.page;
      const { login } = await session.adminGql(
        'mutation($e:String!,$p:String!){ login(email:$e, password:$p){ token } }',
        { e: demo.admin.email, p: demo.admin.password },
      );
      const call = (q: string, v: object) => session.adminGql(q, v, login.token);
      const filialId = (await call(SAVE_FILIAL, { input: { name: 'Centro', street: 'Rua A' } })).createOrUpdateFilial
        .filial.id;
      const programId = (await call(SAVE_PROGRAM, { input: { name: 'Yoga', filialId } })).createOrUpdateProgram.program
        .id;
      const classId = (
        await call(SAVE_CLASS, {
          input: { programId, startTime: '23:58', endTime: '23:59', weekDays: [0, 1, 2, 3, 4, 5, 6], limit: 10 },
        })
      ).createOrUpdateProgramClass.programClass.id;
      studentId = (await call(SAVE_STUDENT, { input: { name: 'Edu', lastName: 'Hoje', email: 'edu@exemplo.com.br' } }))
        .createOrUpdateUser.id;
      await givePlan(session, login.token, 'edu@exemplo.com.br');
      const checked = await call(CHECK_IN, { userId: studentId, programClassId: classId });
      expect(checked.createOrUpdateCheckin.status).toBe('validated');
      await signInAsDemoAdmin(page, session.consoleUrl);
    });
    afterAll(async () => {
      await session?.close();
    });

    it('opens the form in place of the list, saves, and shows the list again', async () => {
      await page.goto(`${session.consoleUrl}/alunos/${studentId}`);
      await page.getByRole('tab', { name: 'Checkins', exact: true }).click();
      const panel = page.getByRole('tabpanel');
      await panel.getByRole('button', { name: 'Editar', exact: true }).click();
      await page.getByTestId('checkin-edit-form').waitFor();
      await expect.poll(() => panel.getByRole('button', { name: 'Marcar falta' }).count()).toBe(0);
      await panel.getByRole('button', { name: 'Salvar' }).click();
      await page.getByText('Checkin realizado com sucesso!').first().waitFor();
      await panel.getByRole('button', { name: 'Marcar falta' }).waitFor();
      await expect.poll(() => page.getByTestId('checkin-edit-form').count()).toBe(0);
    });
  },
);
