import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { inboxMessages, staffInboxMessages as m } from '@gym/contracts';
import { browserUnavailableReason } from './browser.testkit.ts';
import { openConsoleSession, signInAsDemoAdmin, type ConsoleSession } from './console.testkit.ts';

const skipReason = browserUnavailableReason();
if (skipReason) console.warn(`[e2e skipped] ${skipReason}`);

/** A member's reply answered by staff from /admin/messages (issue 22 item 4). */
describe.skipIf(skipReason !== null)('staff messages in Chromium', { timeout: 240_000 }, () => {
  let session: ConsoleSession;
  let page: Page;

  const gql = async (path: string, query: string, variables: object = {}, token?: string) => {
    const response = await fetch(`${session.server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return ((await response.json()) as { data: any }).data;
  };

  beforeAll(async () => {
    session = await openConsoleSession();
    page = session.page;
    await signInAsDemoAdmin(page, session.consoleUrl);
  });
  afterAll(async () => {
    await session?.close();
  });

  it('shows the unread reply first, opens the thread in place and answers it', async () => {
    const member = (
      await gql(
        '/demo/graphql',
        'mutation { signUp(name: "Lia", lastName: "Mensagem", email: "lia.msg@exemplo.com.br", password: "senha-da-lia1") { token } }',
      )
    ).signUp.token as string;
    const admin = (
      await gql(
        '/demo/admin/graphql',
        'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
        {
          e: demo.admin.email,
          p: demo.admin.password,
        },
      )
    ).login.token as string;
    const sent = await gql(
      '/demo/admin/graphql',
      'mutation { createMessage(to: "lia.msg@exemplo.com.br", subject: "Horário da aula", body: "Sua aula mudou para 8h.") { id } }',
      {},
      admin,
    );
    const messageId = sent.createMessage.id as string;
    const replied = await gql(
      '/demo/graphql',
      'mutation($m: ID!) { sendReplyMessage(messageId: $m, body: "Posso ir às 9h?") { id } }',
      { m: messageId },
      member,
    );
    expect(replied.sendReplyMessage.id).toBeTruthy();

    await page.goto(`${session.consoleUrl}/messages`);
    const first = page.getByTestId('inbox-thread').first();
    await first.getByText('Lia Mensagem', { exact: true }).waitFor();
    await expect.poll(() => first.getAttribute('data-unread')).toBe('true');
    await first.getByText(m.unread).waitFor();

    await first.getByRole('button', { name: m.open }).click();
    const thread = page.getByTestId('message-thread');
    await thread.getByText('Posso ir às 9h?').waitFor();
    await thread.getByRole('textbox', { name: 'Resposta' }).fill('Pode sim, te esperamos!');
    await thread.getByRole('button', { name: 'Responder' }).click();
    await page.getByText(inboxMessages.sent).first().waitFor();
    await thread.getByText('Pode sim, te esperamos!').waitFor();

    await thread.getByRole('button', { name: 'Voltar' }).click();
    const row = page.getByTestId('inbox-thread').filter({ hasText: 'Lia Mensagem' });
    await row.getByText('Pode sim, te esperamos!', { exact: false }).waitFor();
    await expect.poll(() => row.getAttribute('data-unread')).toBe('false');
  });
});
