import { uploadMessages } from '@gym/contracts';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { s3BlobStorage } from '@gym/platform/blob';
import type { BlobStorage } from '@gym/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3MockUnavailableReason, startS3Mock, type S3MockServer } from '../../../scripts/s3/server.ts';
import { demo } from '@gym/app';
import { CREATE_ACCOUNT, SAVE_STUDENT, startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

const PRESIGN = /* GraphQL */ `
  mutation($filename: String!, $contentType: String!, $folder: String) {
    requestPresignedUpload(filename: $filename, contentType: $contentType, folder: $folder) { presignedUpload { url fields key fileUrl } }
  }
`;

/** The same HTTP suite with the embedded adapter and with the S3 adapter on a real S3-compatible server. */
function uploadSuite(adapter: 'local disk' | 'S3 (S3Mock)') {
  describe(`uploads over HTTP (${adapter}): requestPresignedUpload, the signed PUT, the file address`, {
    timeout: 120_000,
  }, () => {
    let t: TestServer;
    let s3: S3MockServer | null = null;
    let blobStorage: BlobStorage | undefined;
    let token: string;
    let tokenB: string;
    let accountId: string;
    beforeAll(async () => {
      if (adapter !== 'local disk') {
        s3 = await startS3Mock();
        blobStorage = await s3BlobStorage({
          endpoint: s3.endpoint,
          bucket: s3.bucket,
          accessKeyId: 'test',
          secretAccessKey: 'test',
        });
      }
      t = await startTestServer(blobStorage ? { blobStorage } : {});
      token = await t.adminToken();
      const created = await t.gql(
        '/alderaan/graphql',
        CREATE_ACCOUNT,
        {
          input: {
            name: 'Academia B',
            code: 'academia-b',
            owner: { name: 'Bia', lastName: 'Dona', email: 'bia@b.com.br', password: 'senha-da-bia' },
          },
        },
        await t.operatorToken(),
      );
      expect(created.errors).toBeUndefined();
      tokenB = await t.login('academia-b', 'bia@b.com.br', 'senha-da-bia');
      accountId = (await t.gql(`/${demo.accountCode}/admin/graphql`, '{ account { id } }', {}, token)).data.account.id;
    }, 90_000);
    afterAll(async () => {
      await t?.close();
      await blobStorage?.close();
      await s3?.close();
    });

    const presign = async (variables: Record<string, unknown>, as = token, account: string = demo.accountCode) =>
      t.gql(`/${account}/admin/graphql`, PRESIGN, variables, as);
    const put = (url: string, body: Buffer | string, type: string, headers: Record<string, string> = {}) =>
      fetch(url, {
        method: 'PUT',
        body: typeof body === 'string' ? body : new Uint8Array(body),
        headers: { 'content-type': type, ...headers },
      });

    it('gives a signed address in the folder asked for, and the file is read back with its type', async () => {
      const result = await presign({ filename: 'Supino reto.png', contentType: 'image/png', folder: 'images' });
      expect(result.errors).toBeUndefined();
      const upload = result.data.requestPresignedUpload.presignedUpload;
      expect(upload.key).toMatch(new RegExp(`^${accountId}/images/[0-9a-f-]{36}-Supino-reto\\.png$`));
      expect(upload.fields).toEqual({});
      expect(upload.url.startsWith(`${t.url}/${demo.accountCode}/uploads/${upload.key}?`)).toBe(true);
      expect(upload.fileUrl).toBe(`${t.url}/${demo.accountCode}/files/${upload.key}`);
      expect((await put(upload.url, 'PNG-BYTES', 'image/png')).status).toBe(200);
      const file = await fetch(upload.fileUrl);
      expect([file.status, file.headers.get('content-type'), await file.text()]).toEqual([
        200,
        'image/png',
        'PNG-BYTES',
      ]);
    });

    it('serves byte ranges of a video', async () => {
      const upload = (
        await presign({ filename: 'agachamento.mp4', contentType: 'video/mp4', folder: 'exercises/videos' })
      ).data.requestPresignedUpload.presignedUpload;
      const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
      expect((await put(upload.url, bytes, 'video/mp4')).status).toBe(200);
      const part = await fetch(upload.fileUrl, { headers: { Range: 'bytes=100-199' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe('bytes 100-199/1000');
      expect(part.headers.get('accept-ranges')).toBe('bytes');
      expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(100, 200));
      expect((await fetch(upload.fileUrl, { headers: { Range: 'bytes=5000-' } })).status).toBe(416);
    });

    it('uses the videos folder and the video limit when no folder is given', async () => {
      const upload = (await presign({ filename: 'clip.mov', contentType: 'video/quicktime' })).data
        .requestPresignedUpload.presignedUpload;
      expect(upload.key).toContain('/videos/');
      expect(new URL(upload.url).searchParams.get('max')).toBe('943718400');
    });

    it('refuses a type the folder does not accept, and an unknown folder, before signing', async () => {
      const wrongType = await presign({ filename: 'x.webp', contentType: 'image/webp', folder: 'images' });
      expect(wrongType.errors?.[0]?.message).toBe(uploadMessages.typeNotAccepted);
      const pdfAsImage = await presign({ filename: 'x.pdf', contentType: 'application/pdf', folder: 'avatars' });
      expect(pdfAsImage.errors?.[0]?.message).toBe(uploadMessages.typeNotAccepted);
      const folder = await presign({ filename: 'x.png', contentType: 'image/png', folder: '../etc' });
      expect(folder.errors?.[0]?.message).toBe(uploadMessages.folderNotAllowed);
      const pdf = await presign({
        filename: 'ficha.pdf',
        contentType: 'application/pdf',
        folder: 'workouts/attachments',
      });
      expect(new URL(pdf.data.requestPresignedUpload.presignedUpload.url).searchParams.get('max')).toBe('5242880');
    });

    it('refuses a body larger than signed with the spec message', async () => {
      const upload = (
        await presign({ filename: 'ficha.pdf', contentType: 'application/pdf', folder: 'workouts/attachments' })
      ).data.requestPresignedUpload.presignedUpload;
      const response = await put(upload.url, Buffer.alloc(5_242_881), 'application/pdf');
      expect(response.status).toBe(413);
      expect((await response.json()).error).toBe('Seu arquivo é muito grande. Ele precisa ter no máximo 5 MB');
      expect((await fetch(upload.fileUrl)).status).toBe(404);
    });

    it('refuses another type than signed', async () => {
      const upload = (await presign({ filename: 'a.png', contentType: 'image/png', folder: 'images' })).data
        .requestPresignedUpload.presignedUpload;
      const response = await put(upload.url, 'x', 'image/gif');
      expect([response.status, (await response.json()).error]).toEqual([415, uploadMessages.typeNotAccepted]);
    });

    it('refuses a tampered or expired signature', async () => {
      const upload = (await presign({ filename: 'a.png', contentType: 'image/png', folder: 'images' })).data
        .requestPresignedUpload.presignedUpload;
      const bigger = new URL(upload.url);
      bigger.searchParams.set('max', '999999999');
      const tampered = await put(bigger.toString(), 'x', 'image/png');
      expect([tampered.status, (await tampered.json()).error]).toEqual([403, uploadMessages.badSignature]);
      const later = new URL(upload.url);
      later.searchParams.set('exp', String(Number(later.searchParams.get('exp')) - 3600));
      expect((await put(later.toString(), 'x', 'image/png')).status).toBe(403);
    });

    it("keeps tenants apart: a grant of A refused at B's address, B cannot read A's file nor presign with A's token", async () => {
      const upload = (await presign({ filename: 'a.png', contentType: 'image/png', folder: 'images' })).data
        .requestPresignedUpload.presignedUpload;
      const atB = upload.url.replace(`/${demo.accountCode}/uploads/`, '/academia-b/uploads/');
      const refused = await put(atB, 'x', 'image/png');
      expect([refused.status, (await refused.json()).error]).toEqual([403, uploadMessages.otherAccount]);
      expect((await put(upload.url, 'A-ONLY', 'image/png')).status).toBe(200);
      expect((await fetch(upload.fileUrl.replace(`/${demo.accountCode}/files/`, '/academia-b/files/'))).status).toBe(
        404,
      );
      const crossToken = await presign({ filename: 'a.png', contentType: 'image/png', folder: 'images' }, tokenB);
      expect(crossToken.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
      const own = await presign(
        { filename: 'b.png', contentType: 'image/png', folder: 'images' },
        tokenB,
        'academia-b',
      );
      expect(own.data.requestPresignedUpload.presignedUpload.key.startsWith(`${accountId}/`)).toBe(false);
    });

    it('lets a member presign their photo (avatars only) on the account endpoint, and nobody anonymous', async () => {
      await t.gql(
        `/${demo.accountCode}/admin/graphql`,
        SAVE_STUDENT,
        { input: { name: 'Rita', lastName: 'Aluna', email: 'rita@exemplo.com.br' } },
        token,
      );
      const anonymous = await t.gql(`/${demo.accountCode}/graphql`, PRESIGN, {
        filename: 'eu.png',
        contentType: 'image/png',
        folder: 'avatars',
      });
      expect(anonymous.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
      const member = (
        await t.gql(
          `/${demo.accountCode}/graphql`,
          `mutation { signUp(name:"Mila", lastName:"Membro", email:"mila-${adapter.length}@ex.com.br", password:"segredo123", passwordConfirmation:"segredo123") { token } }`,
        )
      ).data.signUp.token;
      const avatar = await t.gql(
        `/${demo.accountCode}/graphql`,
        PRESIGN,
        { filename: 'eu.png', contentType: 'image/png', folder: 'avatars' },
        member,
      );
      expect(avatar.data.requestPresignedUpload.presignedUpload.key).toMatch(/^[0-9a-f-]{36}\/avatars\//);
      const content = await t.gql(
        `/${demo.accountCode}/graphql`,
        PRESIGN,
        { filename: 'x.mp4', contentType: 'video/mp4', folder: 'exercises/videos' },
        member,
      );
      expect(content.errors?.[0]?.message).toBe(uploadMessages.folderNotAllowed);
    });

    it.skipIf(adapter !== 'local disk')(
      'stores the files under DATA_DIR/uploads and leaves no partial file',
      async () => {
        const dir = path.join(t.dataDir, 'uploads', 'objects', accountId, 'images');
        expect(readdirSync(dir).filter((f) => !f.endsWith('.meta.json')).length).toBeGreaterThanOrEqual(2);
        expect(readdirSync(path.join(t.dataDir, 'uploads', 'partial'))).toEqual([]);
      },
    );
  });
}

uploadSuite('local disk');
const s3Skip = s3MockUnavailableReason();
if (s3Skip) console.warn(`uploads over HTTP on S3 SKIPPED: ${s3Skip}`);
else uploadSuite('S3 (S3Mock)');
