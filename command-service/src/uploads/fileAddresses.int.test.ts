import { existsSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

const PRESIGN = /* GraphQL */ `
  mutation { requestPresignedUpload(filename: "remada.png", contentType: "image/png", folder: "images") { presignedUpload { url key fileUrl } } }
`;
const SET = /* GraphQL */ `
  mutation($imageUrl: String) { setExercise(name: "Remada", description: "Puxe.", imageUrl: $imageUrl) { exercise { id image { uri } } } }
`;

/** A POST with the Host header a browser would send when it reached the server at `host`. */
function postAs(t: TestServer, host: string, endpoint: string, body: object, token?: string) {
  const { port } = new URL(t.url);
  return new Promise<any>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: endpoint,
        method: 'POST',
        headers: {
          host,
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve(JSON.parse(text)));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

/**
 * Issue 35's blocker: on a default start (HOST 0.0.0.0, no PUBLIC_URL) upload and file addresses were
 * http://0.0.0.0:3000/..., which the console's CSP refuses, and e-mailed links carried the same host.
 */
describe('addresses on a default start (listening on 0.0.0.0, no PUBLIC_URL)', { timeout: 120_000 }, () => {
  let t: TestServer;
  let token: string;
  let port: string;
  const saved = process.env.PUBLIC_URL;
  beforeAll(async () => {
    delete process.env.PUBLIC_URL;
    t = await startTestServer({ host: '0.0.0.0' });
    port = new URL(t.url).port;
    token = await t.adminToken();
  });
  afterAll(async () => {
    await t?.close();
    if (saved !== undefined) process.env.PUBLIC_URL = saved;
  });

  it('signs uploads at the address the browser used, never at 0.0.0.0', async () => {
    for (const host of [`localhost:${port}`, `192.168.0.10:${port}`]) {
      const answer = await postAs(t, host, `/${demo.accountCode}/admin/graphql`, { query: PRESIGN }, token);
      const upload = answer.data.requestPresignedUpload.presignedUpload;
      expect(upload.url.startsWith(`http://${host}/${demo.accountCode}/uploads/${upload.key}?`)).toBe(true);
      expect(upload.fileUrl).toBe(`http://${host}/${demo.accountCode}/files/${upload.key}`);
    }
  });

  it('stores the file as its relative path and answers it, and an address stored with 0.0.0.0, from the reader', async () => {
    const presigned = await postAs(
      t,
      `localhost:${port}`,
      `/${demo.accountCode}/admin/graphql`,
      { query: PRESIGN },
      token,
    );
    const { key } = presigned.data.requestPresignedUpload.presignedUpload;
    // What the console sent before issue 35 (and what earlier events hold): the listen address.
    const saved = await postAs(
      t,
      `localhost:${port}`,
      `/${demo.accountCode}/admin/graphql`,
      { query: SET, variables: { imageUrl: `http://0.0.0.0:3000/${demo.accountCode}/files/${key}` } },
      token,
    );
    const { id, image } = saved.data.setExercise.exercise;
    expect(image.uri).toBe(`http://localhost:${port}/${demo.accountCode}/files/${key}`);
    const { events } = await t.server.services.eventStore.readStream(`exercise-${id}`);
    expect(JSON.stringify(events)).toContain(`"/${demo.accountCode}/files/${key}"`);
    expect(JSON.stringify(events)).not.toContain('0.0.0.0');
    const read = await postAs(
      t,
      `10.0.0.5:${port}`,
      `/${demo.accountCode}/admin/graphql`,
      { query: 'query($id: ID!) { exercise(id: $id) { image { uri } } }', variables: { id } },
      token,
    );
    expect(read.data.exercise.image.uri).toBe(`http://10.0.0.5:${port}/${demo.accountCode}/files/${key}`);
  });

  it("e-mails links at localhost:<port>, whatever Host the request claimed (a reset link never follows the caller's Host)", async () => {
    await postAs(t, 'atacante.exemplo.com', `/${demo.accountCode}/graphql`, {
      query: 'mutation($e:String!){ requestPasswordReset(email:$e){ message } }',
      variables: { e: demo.admin.email },
    });
    const file = path.join(t.dataDir, 'mail-outbox.jsonl');
    await expect.poll(() => existsSync(file)).toBe(true);
    const text = readFileSync(file, 'utf8');
    expect(text).toContain(`http://localhost:${port}/${demo.accountCode}/admin/password/reset?token=`);
    expect(text).not.toContain('0.0.0.0');
    expect(text).not.toContain('atacante');
  });
});
