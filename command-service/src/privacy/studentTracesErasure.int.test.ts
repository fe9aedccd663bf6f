import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import type { OutboxMailer } from '@gym/platform/mail';
import { SAVE_STUDENT, startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

const ADMIN = `/${demo.accountCode}/admin/graphql`;
const PRESIGN = /* GraphQL */ `
  mutation($filename: String!, $contentType: String!, $folder: String) {
    requestPresignedUpload(filename: $filename, contentType: $contentType, folder: $folder) { presignedUpload { url key fileUrl } }
  }
`;

/** Issue 36, item 6: erasure deletes the student's photos and the system mail sent to them; the export lists both. */
describe("LGPD: the student's files and mail", () => {
  let t: TestServer;
  let token: string;
  let studentId: string;
  const email = 'foto.apagar@exemplo.com.br';
  const photos: Array<{ key: string; fileUrl: string }> = [];
  const auth = () => ({ authorization: `Bearer ${token}` });
  const outboxTo = (address: string) =>
    (t.server.services.mail as OutboxMailer).read().filter((m) => m.to.includes(address));

  const uploadPhoto = async (name: string) => {
    const upload = (await t.gql(ADMIN, PRESIGN, { filename: name, contentType: 'image/png', folder: 'avatars' }, token))
      .data.requestPresignedUpload.presignedUpload;
    const put = await fetch(upload.url, { method: 'PUT', body: 'PNG-BYTES', headers: { 'content-type': 'image/png' } });
    expect(put.status).toBe(200);
    photos.push(upload);
    return upload.fileUrl as string;
  };

  beforeAll(async () => {
    t = await startTestServer();
    token = await t.adminToken();
    const first = await uploadPhoto('antiga.png');
    const saved = await t.gql(
      ADMIN,
      SAVE_STUDENT,
      { input: { name: 'Foto', lastName: 'Apagar', email, avatarUrl: first } },
      token,
    );
    studentId = saved.data.createOrUpdateUser.id;
    // A newer photo replaces the first in the profile; both files are the student's.
    const second = await uploadPhoto('nova.png');
    await t.gql(
      ADMIN,
      SAVE_STUDENT,
      { input: { id: studentId, name: 'Foto', lastName: 'Apagar', email, avatarUrl: second } },
      token,
    );
    // Staff reset the password: the new one is e-mailed (the outbox keeps the message).
    const reset = await fetch(`${t.url}/${demo.accountCode}/admin/alunos/${studentId}/reset-password`, {
      headers: auth(),
    });
    expect(reset.status).toBe(200);
  });
  afterAll(() => t.close());

  it('exports the photos and the e-mails sent to the student', async () => {
    const response = await fetch(`${t.url}/${demo.accountCode}/admin/alunos/${studentId}/export`, { headers: auth() });
    const body = (await response.json()) as { uploads: Array<{ key: string }>; mail: Array<{ to: string[] }> };
    expect(body.uploads.map((u) => u.key).sort()).toEqual(photos.map((p) => p.key).sort());
    expect(body.uploads[0]).toMatchObject({ contentType: 'image/png', size: 9 });
    expect(body.mail).toHaveLength(1);
    expect(body.mail[0]!.to).toEqual([email]);
  });

  it('erasure deletes the photos (no longer served, gone from the disk) and the outbox entries', async () => {
    expect(outboxTo(email)).toHaveLength(1);
    for (const photo of photos) expect((await fetch(photo.fileUrl)).status).toBe(200);
    const erased = await fetch(`${t.url}/${demo.accountCode}/admin/alunos/${studentId}/erase`, {
      method: 'POST',
      headers: auth(),
    });
    expect(erased.status).toBe(200);
    for (const photo of photos) {
      expect((await fetch(photo.fileUrl)).status).toBe(404);
      expect(existsSync(path.join(t.dataDir, 'uploads', 'objects', ...photo.key.split('/')))).toBe(false);
    }
    expect(outboxTo(email)).toEqual([]);
  });
});
