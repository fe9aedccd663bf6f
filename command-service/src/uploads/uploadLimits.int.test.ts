import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { uploadMessages } from '@gym/contracts';
import { createLogger, logFunction } from '../security/logger.ts';
import { startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

const PRESIGN = /* GraphQL */ `
  mutation($filename: String!, $contentType: String!, $folder: String) {
    requestPresignedUpload(filename: $filename, contentType: $contentType, folder: $folder) { presignedUpload { url key fileUrl } }
  }
`;
const SIGN_UP =
  'mutation($n:String!,$l:String!,$e:String!,$p:String!){ signUp(name:$n, lastName:$l, email:$e, password:$p){ id token } }';

/** Issue 36, item 8: one PUT per grant, limits of grants, no file address in the logs, owner-only files. */
describe('upload grants: one use, limits, logs and file modes', () => {
  const lines: string[] = [];
  let t: TestServer;
  let token: string;
  const presign = (variables: Record<string, unknown>, as = token, endpoint = 'admin/graphql') =>
    t.gql(`/${demo.accountCode}/${endpoint}`, PRESIGN, variables, as);
  const put = (url: string, body: string, type = 'image/png') =>
    fetch(url, { method: 'PUT', body, headers: { 'content-type': type } });

  beforeAll(async () => {
    const logger = createLogger({ level: 'debug', destination: { write: (line: string) => void lines.push(line) } });
    t = await startTestServer({ logger, log: logFunction(logger) });
    token = await t.adminToken();
  });
  afterAll(() => t.close());

  it('lets one PUT through per grant: a second, even at once, is refused and the file stays the first', async () => {
    const upload = (await presign({ filename: 'a.png', contentType: 'image/png', folder: 'images' })).data
      .requestPresignedUpload.presignedUpload;
    const answers = await Promise.all([put(upload.url, 'PRIMEIRO'), put(upload.url, 'SEGUNDO!')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const stored = await (await fetch(upload.fileUrl)).text();
    const again = await put(upload.url, 'TERCEIRO');
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: uploadMessages.used });
    expect(await (await fetch(upload.fileUrl)).text()).toBe(stored);
  });

  it('a failed PUT (too long for its length) leaves the grant usable', async () => {
    const upload = (await presign({ filename: 'b.png', contentType: 'image/png', folder: 'images' })).data
      .requestPresignedUpload.presignedUpload;
    const refused = await fetch(upload.url, {
      method: 'PUT',
      body: 'x'.repeat(20 * 1024 * 1024),
      headers: { 'content-type': 'text/plain' },
    });
    expect(refused.status).toBe(415);
    expect((await put(upload.url, 'PNG')).status).toBe(200);
  });

  it('refuses a member past their limits in pt-BR: not 30 video grants in a burst', async () => {
    const member = (
      await t.gql(`/${demo.accountCode}/graphql`, SIGN_UP, {
        n: 'Vídeo',
        l: 'Muitos',
        e: 'videos@exemplo.com.br',
        p: 'senha-123456',
      })
    ).data.signUp.token as string;
    const results = [];
    for (let i = 0; i < 30; i++)
      results.push(
        await presign(
          { filename: `v${i}.mp4`, contentType: 'video/mp4', folder: 'participations/videos' },
          member,
          'graphql',
        ),
      );
    const granted = results.filter((r) => !r.errors);
    // 900 MB each: two fit in the member's 2 GB on the way.
    expect(granted).toHaveLength(2);
    expect(results[2]!.errors?.[0]).toMatchObject({
      message: uploadMessages.userBytes,
      extensions: { code: 'RATE_LIMITED' },
    });
    // Small files too stop at the member's rate (10 grants in 10 minutes).
    const images = [];
    for (let i = 0; i < 10; i++)
      images.push(
        await presign({ filename: `f${i}.png`, contentType: 'image/png', folder: 'avatars' }, member, 'graphql'),
      );
    expect(images.filter((r) => !r.errors)).toHaveLength(8);
    expect(images.at(-1)!.errors?.[0]?.message).toBe(uploadMessages.userRate);
  });

  it('logs no file address (the key keeps a file private) and keeps files 0600 in 0700 folders', async () => {
    const upload = (await presign({ filename: 'segredo.png', contentType: 'image/png', folder: 'avatars' })).data
      .requestPresignedUpload.presignedUpload;
    expect((await put(upload.url, 'PNG')).status).toBe(200);
    expect((await fetch(upload.fileUrl)).status).toBe(200);
    // The request line is written when the answer has finished: wait for it.
    for (let i = 0; i < 50 && !lines.some((line) => line.includes('/files/[oculto]/avatars')); i++)
      await new Promise((r) => setTimeout(r, 20));
    const uuid = /[0-9a-f-]{36}/.exec(upload.key)![0];
    const mentions = lines.filter((line) => line.includes(uuid) || line.includes('segredo'));
    expect(mentions).toEqual([]);
    expect(lines.some((line) => line.includes('/files/[oculto]/avatars'))).toBe(true);

    const root = path.join(t.dataDir, 'uploads');
    const walk = (dir: string): void => {
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else expect([name, statSync(file).mode & 0o777]).toEqual([name, 0o600]);
      }
    };
    walk(root);
    expect(readFileSync(path.join(root, 'objects', ...upload.key.split('/')), 'utf8')).toBe('PNG');
  });
});
