import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardMessages, socialMessages as m, type CourseUnitDoc } from '@gym/contracts';
import { COURSE_UNITS } from '@gym/projection-service';
import { browserUnavailableReason } from './browser.testkit.ts';
import { openConsoleSession, signInAsDemoAdmin, type ConsoleSession } from './console.testkit.ts';

const skipReason = browserUnavailableReason();
if (skipReason) console.warn(`[e2e skipped] ${skipReason}`);

/** Issue 22: a member's comment on a lesson of the demo course, named at /general_comments and in the widget, hidden by staff. */
describe.skipIf(skipReason !== null)('comments on lessons in Chromium', { timeout: 240_000 }, () => {
  let session: ConsoleSession;
  let page: Page;

  const member = (query: string, variables: object = {}, token?: string) => session.memberGql(query, variables, token);

  beforeAll(async () => {
    session = await openConsoleSession();
    page = session.page;
    await signInAsDemoAdmin(page, session.consoleUrl);
  });
  afterAll(async () => {
    await session?.close();
  });

  it("shows the lesson's name with the comment at /general_comments, and hides it", async () => {
    const lessons = await session.server.services.documents
      .collection<CourseUnitDoc>(COURSE_UNITS)
      .find({ title: 'Boas-vindas' });
    expect(lessons).toHaveLength(1);
    const signUp = await member(
      'mutation { signUp(name: "Ana", lastName: "Aula", email: "ana.aula@exemplo.com.br", password: "senha-da-ana1") { token } }',
    );
    const commented = await member(
      'mutation($id: ID!) { createComment(commentableType: "course_unit", commentableId: $id, message: "Adorei a aula!") { id } }',
      { id: lessons[0]!.id },
      signUp.signUp.token,
    );
    expect(commented.createComment.id).toBeTruthy();

    await page.goto(session.consoleUrl);
    await page.getByTestId('comments-widget').getByText('Adorei a aula!', { exact: false }).waitFor();
    await page.goto(`${session.consoleUrl}/general_comments`);
    const comment = page.getByTestId('comment').filter({ hasText: 'Adorei a aula!' });
    await comment.getByText(m.onCourseUnit, { exact: false }).waitFor();
    expect((await comment.getByTestId('comment-item').textContent())?.trim()).toBe('Boas-vindas (Mobilidade em casa)');
    await comment.getByRole('button', { name: m.hide }).click();
    await page.getByText(m.commentHidden).first().waitFor();
    await comment.getByTestId('comment-hidden').waitFor();
    await page.goto(session.consoleUrl);
    await page.getByTestId('comments-widget').getByText(dashboardMessages.noComments).waitFor();
  });
});
