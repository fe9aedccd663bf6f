import { messages, passwordRecoveryMessages } from '@gym/contracts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { OutboxMailer } from '@gym/platform/mail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

const REQUEST = 'mutation($e:String!){ requestPasswordReset(email:$e){ message } }';
const RESET =
  'mutation($t:String!,$p:String!,$c:String!){ resetPassword(token:$t, password:$p, passwordConfirmation:$c){ message } }';
const CHANGE =
  'mutation($o:String!,$p:String!,$c:String!){ changePassword(currentPassword:$o, password:$p, passwordConfirmation:$c){ message } }';
const account = `/${demo.accountCode}/graphql`;

describe('forgot password and password change over HTTP', () => {
  let t: TestServer;
  // The mailbox as its reader sees it: the link's token is sealed in the file and opened here.
  const outbox = () =>
    (t.server.services.mail as OutboxMailer).read() as Array<{ to: string[]; subject: string; text: string }>;
  const linkOf = (text: string) => /(http\S+\/password\/reset\?token=\S+)/.exec(text)?.[1] ?? '';
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const result = await t.gql(account, REQUEST, { e: 'ninguem@exemplo.com.br' });
    expect(result.data.requestPasswordReset.message).toBe(passwordRecoveryMessages.requested);
    expect(outbox()).toEqual([]);
  });

  it('mails a link that sets a new password once', async () => {
    const result = await t.gql(account, REQUEST, { e: demo.admin.email.toUpperCase() });
    expect(result.data.requestPasswordReset.message).toBe(passwordRecoveryMessages.requested);
    const [mail] = outbox();
    expect(mail).toMatchObject({ to: [demo.admin.email], subject: passwordRecoveryMessages.mailSubject });
    const link = new URL(linkOf(mail!.text));
    expect(link.origin).toBe(t.url);
    expect(link.pathname).toBe('/demo/admin/password/reset');
    const token = link.searchParams.get('token')!;
    // The secret of the link is not in the log; only its hash is.
    expect(JSON.stringify(await t.server.services.eventStore.readAll(0, 100_000))).not.toContain(token.split('.')[1]);
    // Nor in the outbox file: sealed at rest, opened only by the outbox's reader (issue 36).
    expect(readFileSync(path.join(t.dataDir, 'mail-outbox.jsonl'), 'utf8')).not.toContain(token.split('.')[1]);

    const mismatch = await t.gql(account, RESET, { t: token, p: 'nova-senha-1', c: 'outra-senha' });
    expect(mismatch.errors?.[0]?.extensions.fields).toEqual([
      { path: ['passwordConfirmation'], message: messages.passwordConfirmationMismatch },
    ]);
    const done = await t.gql(account, RESET, { t: token, p: 'nova-senha-1', c: 'nova-senha-1' });
    expect(done.data.resetPassword.message).toBe(passwordRecoveryMessages.changed);
    await t.login(demo.accountCode, demo.admin.email, 'nova-senha-1');
    const again = await t.gql(account, RESET, { t: token, p: 'nova-senha-2', c: 'nova-senha-2' });
    expect(again.errors?.[0]?.message).toBe(passwordRecoveryMessages.invalidLink);
    const forged = await t.gql(account, RESET, {
      t: `${token.split('.')[0]}.forjado`,
      p: 'nova-senha-2',
      c: 'nova-senha-2',
    });
    expect(forged.errors?.[0]?.message).toBe(passwordRecoveryMessages.invalidLink);
  });

  it('lets a signed-in user change their password with the current one; an older link stops working', async () => {
    await t.gql(account, REQUEST, { e: demo.admin.email });
    const token = new URL(linkOf(outbox().at(-1)!.text)).searchParams.get('token')!;
    const session = await t.login(demo.accountCode, demo.admin.email, 'nova-senha-1');
    const wrong = await t.gql(account, CHANGE, { o: 'errada-123', p: 'trocada-123', c: 'trocada-123' }, session);
    expect(wrong.errors?.[0]?.extensions.fields).toEqual([
      { path: ['currentPassword'], message: passwordRecoveryMessages.wrongCurrent },
    ]);
    const ok = await t.gql(account, CHANGE, { o: 'nova-senha-1', p: 'trocada-123', c: 'trocada-123' }, session);
    expect(ok.data.changePassword.message).toBe(passwordRecoveryMessages.changed);
    await t.login(demo.accountCode, demo.admin.email, 'trocada-123');
    const stale = await t.gql(account, RESET, { t: token, p: 'outra-senha-9', c: 'outra-senha-9' });
    expect(stale.errors?.[0]?.message).toBe(passwordRecoveryMessages.invalidLink);
    const anonymous = await t.gql(account, CHANGE, { o: 'trocada-123', p: 'x-123456789', c: 'x-123456789' });
    expect(anonymous.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });
});
