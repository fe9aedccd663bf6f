import { readFileSync } from 'node:fs';
import { messages, passwordResetMessages } from '@gym/contracts';
import type { OutboxMailer } from '@gym/platform/mail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { CREATE_ACCOUNT, startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

const SIGN_UP =
  'mutation($n:String!,$l:String!,$e:String!,$p:String!){ signUp(name:$n, lastName:$l, email:$e, password:$p){ id token } }';

describe('reset password over HTTP (GET admin/alunos/{id}/reset-password)', { timeout: 60_000 }, () => {
  let t: TestServer;
  let token: string;
  let studentId: string;
  const outbox = () => t.server.services.mail as OutboxMailer;
  const reset = (account: string, id: string, bearer: string | null) =>
    fetch(`${t.url}/${account}/admin/alunos/${id}/reset-password`, {
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    });
  const loginWorks = async (password: string) =>
    !(
      await t.gql(
        `/${demo.accountCode}/graphql`,
        'mutation($e:String!,$p:String!){ login(email:$e, password:$p){ token } }',
        { e: 'renata@exemplo.com.br', p: password },
      )
    ).errors;

  beforeAll(async () => {
    t = await startTestServer();
    token = await t.adminToken();
    const signed = await t.gql(`/${demo.accountCode}/graphql`, SIGN_UP, {
      n: 'Renata',
      l: 'Reset',
      e: 'renata@exemplo.com.br',
      p: 'senha-antiga-123',
    });
    studentId = signed.data.signUp.id;
  });
  afterAll(() => t.close());

  it('e-mails a new password through the mail port; the old one stops working, the new one works', async () => {
    expect(await loginWorks('senha-antiga-123')).toBe(true);
    const response = await reset(demo.accountCode, studentId, token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: passwordResetMessages.sent });

    const mail = outbox().read().at(-1)!;
    expect(mail).toMatchObject({ to: ['renata@exemplo.com.br'], subject: passwordResetMessages.mailSubject });
    const password = /nova senha de acesso à .* é: (\S+)/.exec(mail.text ?? '')?.[1];
    expect(password).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(mail.html).toContain(password);
    // At rest the outbox keeps the password sealed, never in clear (issue 36).
    expect(readFileSync(outbox().file, 'utf8')).not.toContain(password);
    expect(await loginWorks('senha-antiga-123')).toBe(false);
    expect(await loginWorks(password!)).toBe(true);

    // The log records the reset, never the password.
    const { events } = await t.server.services.eventStore.readStream(`passwordReset-${studentId}`);
    expect(events.map((e) => e.type)).toEqual(['StudentPasswordReset']);
    const all = await t.server.services.eventStore.readAll(0, 10_000);
    expect(JSON.stringify(all)).not.toContain(password);
  });

  it('refuses anonymous callers and other accounts; an id of another account reads as missing', async () => {
    expect((await reset(demo.accountCode, studentId, null)).status).toBe(401);
    const op = await t.operatorToken();
    await t.gql(
      '/alderaan/graphql',
      CREATE_ACCOUNT,
      {
        input: {
          name: 'Academia R',
          code: 'academia-r',
          owner: { name: 'Rui', lastName: 'Dono', email: 'rui@r.com.br', password: 'senha-do-rui' },
        },
      },
      op,
    );
    const tokenB = await t.login('academia-r', 'rui@r.com.br', 'senha-do-rui');
    const sent = outbox().read().length;
    const head = await t.server.services.eventStore.headPosition();
    const atA = await reset(demo.accountCode, studentId, tokenB);
    expect(atA.status).toBe(403);
    const atB = await reset('academia-r', studentId, tokenB);
    expect(atB.status).toBe(404);
    expect(await atB.json()).toEqual({ error: messages.studentNotFound, code: 'NOT_FOUND' });
    expect(outbox().read().length).toBe(sent);
    expect(await t.server.services.eventStore.headPosition()).toBe(head);
  });
});
