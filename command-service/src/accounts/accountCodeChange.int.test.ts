import { accountSettingsMessages, messages } from '@gym/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

// The operator changes an existing account's code (issue 23): claim the new, release the old, atomically.
const SAVE = /* GraphQL */ `
  mutation($input: AccountInput!) { createOrUpdateAccount(input: $input) { account { id code name } } }
`;
const owner = (email: string) => ({ name: 'Dona', lastName: 'Conta', email, password: 'senha-dona-123' });

describe('the operator changes an account code over HTTP', () => {
  let t: TestServer;
  let operator: string;
  let a: string;
  let b: string;
  const save = (input: Record<string, unknown>, token = operator) => t.gql('/alderaan/graphql', SAVE, { input }, token);

  beforeAll(async () => {
    t = await startTestServer();
    operator = await t.operatorToken();
    a = (await save({ name: 'Academia Codigo A', code: 'codigo-a', owner: owner('dona-a@example.com') })).data
      .createOrUpdateAccount.account.id;
    b = (await save({ name: 'Academia Codigo B', code: 'codigo-b', owner: owner('dona-b@example.com') })).data
      .createOrUpdateAccount.account.id;
  });
  afterAll(() => t.close());

  it("the account's own admin cannot change it", async () => {
    const token = await t.login('codigo-a', 'dona-a@example.com', 'senha-dona-123');
    const before = await t.server.services.eventStore.headPosition();
    const result = await t.gql(
      '/codigo-a/admin/graphql',
      'mutation($input: AccountSettingsInput!) { updateAccount(input: $input) { account { code } } }',
      { input: { name: 'Academia Codigo A', code: 'codigo-a-novo' } },
      token,
    );
    expect(result.errors?.[0]?.extensions.fields).toEqual([
      { path: ['input', 'code'], message: accountSettingsMessages.operatorOnly },
    ]);
    expect(await t.server.services.eventStore.headPosition()).toBe(before);
  });

  it('a taken code or one out of the format rule is refused with its pt-BR message, writing nothing', async () => {
    const before = await t.server.services.eventStore.headPosition();
    const taken = await save({ id: a, name: 'Academia Codigo A', code: 'codigo-b' });
    expect(taken.errors?.[0]?.extensions.fields).toEqual([
      { path: ['input', 'code'], message: messages.accountCodeTaken },
    ]);
    const reserved = await save({ id: a, name: 'Academia Codigo A', code: 'alderaan' });
    expect(reserved.errors?.[0]?.extensions.fields?.[0]?.message).toBe(messages.accountCodeTaken);
    const malformed = await save({ id: a, name: 'Academia Codigo A', code: 'Código A!' });
    expect(malformed.errors?.[0]?.extensions.fields?.[0]).toEqual({
      path: ['input', 'code'],
      message: messages.invalidAccountCode,
    });
    expect(await t.server.services.eventStore.headPosition()).toBe(before);
  });

  it('moves the account: the new code answers, the old one is 404, the console works after a fresh login', async () => {
    const oldToken = await t.login('codigo-a', 'dona-a@example.com', 'senha-dona-123');
    // A photo stored before the move names the old code.
    const presigned = await t.gql(
      '/alderaan/graphql',
      'mutation($id: ID!) { requestAccountAvatarUpload(accountId: $id, filename: "a.png", contentType: "image/png") { presignedUpload { url key fileUrl } } }',
      { id: a },
      operator,
    );
    const photo = presigned.data.requestAccountAvatarUpload.presignedUpload;
    const put = await fetch(photo.url, { method: 'PUT', body: 'PNG', headers: { 'content-type': 'image/png' } });
    expect(put.status).toBe(200);
    expect(new URL(photo.fileUrl).pathname).toBe(`/codigo-a/files/${photo.key}`);
    const moved = await save({ id: a, name: 'Academia Codigo A', code: 'codigo-a-novo' });
    expect(moved.errors).toBeUndefined();
    expect(moved.data.createOrUpdateAccount.account).toEqual({
      id: a,
      code: 'codigo-a-novo',
      name: 'Academia Codigo A',
    });

    const old = await t.gql('/codigo-a/graphql', '{ account { id } }');
    expect(old.status).toBe(404);
    expect(old.errors?.[0]?.message).toBe(messages.accountNotFound);
    expect((await t.gql('/codigo-a/admin/graphql', '{ account { id } }', {}, oldToken)).status).toBe(404);

    const publicAccount = await t.gql('/codigo-a-novo/graphql', '{ account { id code } }');
    expect(publicAccount.data.account).toEqual({ id: a, code: 'codigo-a-novo' });
    const token = await t.login('codigo-a-novo', 'dona-a@example.com', 'senha-dona-123');
    const console = await t.gql('/codigo-a-novo/admin/graphql', '{ account { id code name } }', {}, token);
    expect(console.data.account).toEqual({ id: a, code: 'codigo-a-novo', name: 'Academia Codigo A' });
    const listed = await t.gql(
      '/alderaan/graphql',
      'query($id: ID!) { account(id: $id) { code } }',
      { id: a },
      operator,
    );
    expect(listed.data.account.code).toBe('codigo-a-novo');
    // Stored file addresses of the old code answer at the new one (301), while no one else holds the old code.
    const redirected = await fetch(photo.fileUrl, { redirect: 'manual' });
    expect(redirected.status).toBe(301);
    expect(redirected.headers.get('location')).toBe(`/codigo-a-novo/files/${photo.key}`);
    expect(await (await fetch(photo.fileUrl)).text()).toBe('PNG');
    const stranger = await fetch(`${t.url}/codigo-a/files/${b}/avatars/x.png`, { redirect: 'manual' });
    expect(stranger.status).toBe(404);
  });

  it('the old code is released: another account may take it', async () => {
    const taken = await save({ id: b, name: 'Academia Codigo B', code: 'codigo-a' });
    expect(taken.errors).toBeUndefined();
    expect(taken.data.createOrUpdateAccount.account.code).toBe('codigo-a');
    const read = await t.gql('/codigo-a/graphql', '{ account { id } }');
    expect(read.data.account.id).toBe(b);
    // And B's former code is free again for a new account.
    const created = await save({ name: 'Academia Codigo C', code: 'codigo-b' });
    expect(created.errors).toBeUndefined();
  });

  it('two accounts racing for one code: exactly one gets it, the other keeps its own', async () => {
    const [first, second] = await Promise.all([
      save({ id: a, name: 'Academia Codigo A', code: 'disputado' }),
      save({ id: b, name: 'Academia Codigo B', code: 'disputado' }),
    ]);
    const won = [first, second].filter((r) => !r.errors);
    const lost = [first, second].filter((r) => r.errors);
    expect(won).toHaveLength(1);
    expect(lost[0]?.errors?.[0]?.extensions.fields).toEqual([
      { path: ['input', 'code'], message: messages.accountCodeTaken },
    ]);
    const winner = won[0]!.data.createOrUpdateAccount.account.id;
    const loser = winner === a ? b : a;
    const read = await t.gql('/disputado/graphql', '{ account { id } }');
    expect(read.data.account.id).toBe(winner);
    const other = await t.gql(
      '/alderaan/graphql',
      'query($id: ID!) { account(id: $id) { code } }',
      { id: loser },
      operator,
    );
    expect(other.data.account.code).toBe(loser === a ? 'codigo-a-novo' : 'codigo-a');
  });
});
