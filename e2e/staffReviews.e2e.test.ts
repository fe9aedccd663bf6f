import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffReviewMessages as m } from '@gym/contracts';
import { browserUnavailableReason } from './browser.testkit.ts';
import { openConsoleSession, signInAsDemoAdmin, type ConsoleSession } from './console.testkit.ts';

const skipReason = browserUnavailableReason();
if (skipReason) console.warn(`[e2e skipped] ${skipReason}`);

/** A member's review answered by staff from /admin/reviews (issue 22 item 3). */
describe.skipIf(skipReason !== null)('staff reviews in Chromium', { timeout: 240_000 }, () => {
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

  it('lists a member review with the weighted rating, filters it, and answers it in place', async () => {
    const signUp = await member(
      'mutation { signUp(name: "Rita", lastName: "Revisora", email: "rita.rv@exemplo.com.br", password: "senha-da-rita1") { token } }',
    );
    const reviewed = await member(
      'mutation { createReview(rating: 4, comment: "Curso muito didático", reviewableType: "course", reviewableId: "c-e2e") { id } }',
      {},
      signUp.signUp.token,
    );
    expect(reviewed.createReview.id).toBeTruthy();

    await page.goto(`${session.consoleUrl}/reviews`);
    const review = page.getByTestId('review').filter({ hasText: 'Curso muito didático' });
    await review.waitFor();
    await review.getByText('Rita Revisora').waitFor();
    await page.getByTestId('rating-history').waitFor();
    await expect.poll(() => page.getByTestId('weighted-rating').textContent()).toMatch(/★/);

    // The rating filter: no review of 1 star, then all again.
    await page.getByRole('combobox', { name: m.rating }).click();
    await page.getByRole('option', { name: /^1 - / }).click();
    await page.getByText(m.empty).waitFor();
    await page.getByRole('combobox', { name: m.rating }).click();
    await page.getByRole('option', { name: m.allRatings }).click();

    await review.getByRole('button', { name: m.reply }).click();
    await page.getByLabel(m.replyLabel).fill('Obrigado, Rita! Até a próxima aula.');
    await page.getByRole('button', { name: m.send }).click();
    await page.getByText(m.replySent).first().waitFor();
    await review
      .getByTestId('review-reply')
      .getByText('Obrigado, Rita! Até a próxima aula.', { exact: false })
      .waitFor();

    // The answer is in the read model the console reads, not only on the screen.
    await page.reload();
    await page.getByTestId('review').filter({ hasText: 'Curso muito didático' }).getByTestId('review-reply').waitFor();
  });
});
