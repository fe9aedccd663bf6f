import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardMessages, socialMessages as m } from '@gym/contracts';
import { browserUnavailableReason } from './browser.testkit.ts';
import { openConsoleSession, signInAsDemoAdmin, type ConsoleSession } from './console.testkit.ts';

const skipReason = browserUnavailableReason();
if (skipReason) console.warn(`[e2e skipped] ${skipReason}`);

/** A post published in the console, a member's comment on it in the dashboard widget, hidden by staff. */
describe.skipIf(skipReason !== null)('posts and comments in Chromium', { timeout: 240_000 }, () => {
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

  it('publishes a post, shows a member comment in the widget, and hides it from /general_comments', async () => {
    await page.goto(`${session.consoleUrl}/posts`);
    await page.getByText(m.noPosts).waitFor();
    await page.getByLabel(m.postText).fill('Aulão de sábado às 9h!');
    await page.getByRole('button', { name: m.publish }).click();
    await page.getByText(m.postPublished).first().waitFor();
    await page.getByTestId('post').getByText('Aulão de sábado às 9h!').waitFor();

    // A member reads the feed and comments through the member endpoint.
    const signUp = await member(
      'mutation { signUp(name: "Lia", lastName: "Aluna", email: "lia@exemplo.com.br", password: "senha-da-lia1") { token } }',
    );
    const token = signUp.signUp.token as string;
    const feed = await member('{ posts { list { id text } } }', {}, token);
    expect(feed.posts.list[0].text).toBe('Aulão de sábado às 9h!');
    const commented = await member(
      'mutation($id: ID!) { createComment(commentableType: "post", commentableId: $id, message: "Estarei lá!") { id } }',
      { id: feed.posts.list[0].id },
      token,
    );
    expect(commented.createComment.id).toBeTruthy();

    await page.goto(session.consoleUrl);
    const widget = page.getByTestId('comments-widget');
    await widget.getByText('Estarei lá!', { exact: false }).waitFor();
    await widget.getByText('Lia Aluna').waitFor();

    await widget.getByRole('link', { name: dashboardMessages.manageComments }).click();
    const comment = page.getByTestId('comment').filter({ hasText: 'Estarei lá!' });
    await comment.getByRole('button', { name: m.hide }).click();
    await page.getByText(m.commentHidden).first().waitFor();
    await comment.getByTestId('comment-hidden').waitFor();

    await page.goto(session.consoleUrl);
    await page.getByTestId('comments-widget').getByText(dashboardMessages.noComments).waitFor();
  });
});
