import { uploadMessages } from '@gym/contracts';
import { demo } from '@gym/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

// The operator's photo upload for the account it edits (issue 21 item 2 / 23): that account's avatars folder only.
const PRESIGN = /* GraphQL */ `
  mutation($accountId: ID!, $filename: String!, $contentType: String!) {
    requestAccountAvatarUpload(accountId: $accountId, filename: $filename, contentType: $contentType) {
      presignedUpload { url key fileUrl }
    }
  }
`;
const put = (url: string, body: string, type: string) =>
  fetch(url, { method: 'PUT', body, headers: { 'content-type': type } });

describe("the operator uploads an account's photo over HTTP", () => {
  let t: TestServer;
  let operator: string;
  let accountId: string;
  beforeAll(async () => {
    t = await startTestServer();
    operator = await t.operatorToken();
    const created = await t.gql(
      '/alderaan/graphql',
      'mutation($input: AccountInput!) { createOrUpdateAccount(input: $input) { account { id } } }',
      { input: { name: 'Studio Foto', code: 'studio-foto' } },
      operator,
    );
    accountId = created.data.createOrUpdateAccount.account.id;
  });
  afterAll(() => t.close());

  it("signs an upload into the named account's avatars folder, and the photo is saved and read back", async () => {
    const result = await t.gql(
      '/alderaan/graphql',
      PRESIGN,
      { accountId, filename: 'Logo.png', contentType: 'image/png' },
      operator,
    );
    expect(result.errors).toBeUndefined();
    const upload = result.data.requestAccountAvatarUpload.presignedUpload;
    expect(upload.key).toMatch(new RegExp(`^${accountId}/avatars/[0-9a-f-]{36}-Logo\\.png$`));
    expect(new URL(upload.url).pathname.startsWith(`/studio-foto/uploads/${accountId}/avatars/`)).toBe(true);
    expect((await put(upload.url, 'PNG-BYTES', 'image/png')).status).toBe(200);
    const file = await fetch(upload.fileUrl);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('PNG-BYTES');
    const saved = await t.gql(
      '/alderaan/graphql',
      'mutation($input: AccountInput!) { createOrUpdateAccount(input: $input) { account { avatarUrl } } }',
      { input: { id: accountId, name: 'Studio Foto', avatarUrl: upload.fileUrl } },
      operator,
    );
    expect(saved.data.createOrUpdateAccount.account.avatarUrl).toBe(upload.fileUrl);
  });

  it("the grant is that account's: PUT at another account's address is refused", async () => {
    const result = await t.gql(
      '/alderaan/graphql',
      PRESIGN,
      { accountId, filename: 'a.png', contentType: 'image/png' },
      operator,
    );
    const { url } = result.data.requestAccountAvatarUpload.presignedUpload;
    const elsewhere = url.replace('/studio-foto/uploads/', `/${demo.accountCode}/uploads/`);
    expect((await put(elsewhere, 'PNG-BYTES', 'image/png')).status).toBeGreaterThanOrEqual(400);
  });

  it('refuses a type the avatars folder does not take, an unknown account, and the staff of another account', async () => {
    const video = await t.gql(
      '/alderaan/graphql',
      PRESIGN,
      { accountId, filename: 'a.mp4', contentType: 'video/mp4' },
      operator,
    );
    expect(video.errors?.[0]?.extensions.fields).toEqual([
      { path: ['contentType'], message: uploadMessages.typeNotAccepted },
    ]);
    const unknown = await t.gql(
      '/alderaan/graphql',
      PRESIGN,
      { accountId: '00000000-0000-4000-8000-000000000000', filename: 'a.png', contentType: 'image/png' },
      operator,
    );
    expect(unknown.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const staff = await t.adminToken();
    const refused = await t.gql(
      '/alderaan/graphql',
      PRESIGN,
      { accountId, filename: 'a.png', contentType: 'image/png' },
      staff,
    );
    expect(['FORBIDDEN', 'UNAUTHENTICATED']).toContain(refused.errors?.[0]?.extensions.code);
    expect(refused.data?.requestAccountAvatarUpload ?? null).toBeNull();
    const anonymous = await t.gql('/alderaan/graphql', PRESIGN, {
      accountId,
      filename: 'a.png',
      contentType: 'image/png',
    });
    expect(anonymous.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });
});
