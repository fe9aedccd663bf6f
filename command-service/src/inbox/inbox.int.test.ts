import { inboxMessages, messages } from '@gym/contracts';
import { uuid } from '@gym/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { CREATE_ACCOUNT, SAVE_STUDENT, startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

const ADMIN = `/${demo.accountCode}/admin/graphql`;
const CREATE =
  'mutation($to: String!, $subject: String!, $body: String!) { createMessage(to: $to, subject: $subject, body: $body) { id subject body sentAt from } }';
const REPLY =
  'mutation($messageId: ID!, $body: String!) { sendReplyMessage(messageId: $messageId, body: $body) { id from body sentAt } }';
const INBOX = 'query($userId: ID!) { getUserInbox(userId: $userId) { id from to subject body sentAt repliesCount } }';
const MESSAGE =
  'query($messageId: ID!, $userId: ID!) { getMessageById(messageId: $messageId, userId: $userId) { id subject repliesCount replies { id from body } } }';

describe('inbox over HTTP (createMessage, sendReplyMessage, getUserInbox, getMessageById)', { timeout: 60_000 }, () => {
  let t: TestServer;
  let token: string;
  let studentId: string;
  beforeAll(async () => {
    t = await startTestServer();
    token = await t.adminToken();
    const saved = await t.gql(
      ADMIN,
      SAVE_STUDENT,
      { input: { name: 'Caixa', lastName: 'Postal', email: 'caixa@exemplo.com.br' } },
      token,
    );
    studentId = saved.data.createOrUpdateUser.id;
  });
  afterAll(() => t.close());

  it('starts with an empty inbox', async () => {
    const inbox = await t.gql(ADMIN, INBOX, { userId: studentId }, token);
    expect(inbox.data.getUserInbox).toEqual([]);
  });

  it('sends a message, replies to it, and reads both back', async () => {
    const sent = await t.gql(
      ADMIN,
      CREATE,
      { to: 'Caixa@Exemplo.com.br', subject: 'Boas-vindas', body: 'Seja bem-vinda à academia' },
      token,
    );
    expect(sent.errors).toBeUndefined();
    const message = sent.data.createMessage;
    expect(message).toMatchObject({ subject: 'Boas-vindas', body: 'Seja bem-vinda à academia', from: 'Admin Demo' });

    const replied = await t.gql(ADMIN, REPLY, { messageId: message.id, body: 'Qualquer dúvida, fale conosco' }, token);
    expect(replied.data.sendReplyMessage).toMatchObject({ from: 'Admin Demo', body: 'Qualquer dúvida, fale conosco' });

    const inbox = await t.gql(ADMIN, INBOX, { userId: studentId }, token);
    expect(inbox.data.getUserInbox).toEqual([
      {
        id: message.id,
        from: 'Admin Demo',
        to: 'caixa@exemplo.com.br',
        subject: 'Boas-vindas',
        body: 'Seja bem-vinda à academia',
        sentAt: message.sentAt,
        repliesCount: 1,
      },
    ]);
    const opened = await t.gql(ADMIN, MESSAGE, { messageId: message.id, userId: studentId }, token);
    expect(opened.data.getMessageById).toMatchObject({
      id: message.id,
      repliesCount: 1,
      replies: [{ from: 'Admin Demo', body: 'Qualquer dúvida, fale conosco' }],
    });
  });

  it("refuses a reply shorter than 3 characters with the spec's message and appends nothing", async () => {
    const inbox = await t.gql(ADMIN, INBOX, { userId: studentId }, token);
    const head = await t.server.services.eventStore.headPosition();
    const result = await t.gql(ADMIN, REPLY, { messageId: inbox.data.getUserInbox[0].id, body: ' ok ' }, token);
    expect(result.errors?.[0]).toMatchObject({
      message: inboxMessages.bodyTooShort,
      extensions: { code: 'VALIDATION', fields: [{ path: ['body'], message: inboxMessages.bodyTooShort }] },
    });
    expect(await t.server.services.eventStore.headPosition()).toBe(head);
  });

  it('refuses a message to an e-mail that is no student of the account, and a reply to a missing message', async () => {
    const noOne = await t.gql(
      ADMIN,
      CREATE,
      { to: 'ninguem@exemplo.com.br', subject: 'Oi', body: 'Olá, tudo bem?' },
      token,
    );
    expect(noOne.errors?.[0]).toMatchObject({
      message: inboxMessages.recipientNotFound,
      extensions: { fields: [{ path: ['to'] }] },
    });
    const missing = await t.gql(ADMIN, REPLY, { messageId: uuid(), body: 'Resposta' }, token);
    expect(missing.errors?.[0]).toMatchObject({
      message: inboxMessages.messageNotFound,
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('shows a message the campaign engine appended for its push channel', async () => {
    const messageId = uuid();
    await t.server.services.eventStore.appendToStream(
      `inboxMessage-${messageId}`,
      [
        {
          id: messageId,
          type: 'InboxMessageSent',
          data: {
            accountId: (await t.gql(ADMIN, '{ account { id } }', {}, token)).data.account.id,
            messageId,
            studentId,
            senderId: null,
            senderName: 'Academia Demo',
            subject: 'Parabéns',
            body: 'Você ganhou pontos',
            sentAt: new Date().toISOString(),
            campaignId: 'c1',
          },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    await t.server.services.readModelsReached(await t.server.services.eventStore.headPosition());
    const inbox = await t.gql(ADMIN, INBOX, { userId: studentId }, token);
    expect(inbox.data.getUserInbox[0]).toMatchObject({
      id: messageId,
      from: 'Academia Demo',
      subject: 'Parabéns',
      repliesCount: 0,
    });
  });

  it('keeps another account out: its admin neither reads this inbox nor writes into it', async () => {
    const op = await t.operatorToken();
    await t.gql(
      '/alderaan/graphql',
      CREATE_ACCOUNT,
      {
        input: {
          name: 'Academia I',
          code: 'academia-i',
          owner: { name: 'Ivo', lastName: 'Dono', email: 'ivo@i.com.br', password: 'senha-do-ivo' },
        },
      },
      op,
    );
    const tokenB = await t.login('academia-i', 'ivo@i.com.br', 'senha-do-ivo');
    const B = '/academia-i/admin/graphql';
    const messageId = (await t.gql(ADMIN, INBOX, { userId: studentId }, token)).data.getUserInbox.at(-1).id;
    expect((await t.gql(B, INBOX, { userId: studentId }, tokenB)).data.getUserInbox).toBeNull();
    expect((await t.gql(B, MESSAGE, { messageId, userId: studentId }, tokenB)).data.getMessageById).toBeNull();
    const head = await t.server.services.eventStore.headPosition();
    const reply = await t.gql(B, REPLY, { messageId, body: 'Intrusão' }, tokenB);
    expect(reply.errors?.[0]).toMatchObject({
      message: inboxMessages.messageNotFound,
      extensions: { code: 'NOT_FOUND' },
    });
    const create = await t.gql(B, CREATE, { to: 'caixa@exemplo.com.br', subject: 'Oi', body: 'Intrusão' }, tokenB);
    expect(create.errors?.[0]?.message).toBe(inboxMessages.recipientNotFound);
    expect(await t.server.services.eventStore.headPosition()).toBe(head);
    expect((await t.gql(B, INBOX, { userId: studentId }, token)).errors?.[0]?.message).toBe(messages.forbidden);
  });
});
