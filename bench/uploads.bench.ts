// Benchmark: uploads (issue 19). A 100 MB video PUT through the signed upload gate into the embedded
// (local disk) adapter of a real server in its own process: MB/s, and the server's peak resident memory
// before and after, which shows the body streams (a held body would add ~100 MB). Then the file read
// back whole and as a range.
import { request } from 'node:http';
import { Readable } from 'node:stream';
import { demo } from '@gym/app';
import { gql, log, loginAs, round, startChildServer, tempDataDir, timed, type Row } from './lib.ts';

const SIZE = Number(process.env.BENCH_UPLOAD_MB ?? 100) * 1024 * 1024;
const CHUNK = 256 * 1024;
const PRESIGN =
  'mutation($f: String!, $t: String!, $d: String) { requestPresignedUpload(filename: $f, contentType: $t, folder: $d) { presignedUpload { url fileUrl } } }';

function generated(size: number): Readable {
  let sent = 0;
  const chunk = Buffer.alloc(CHUNK, 42);
  return new Readable({
    read() {
      if (sent >= size) return void this.push(null);
      const length = Math.min(CHUNK, size - sent);
      sent += length;
      this.push(length === CHUNK ? chunk : chunk.subarray(0, length));
    },
  });
}

function put(url: string, size: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'PUT', headers: { 'content-type': 'video/mp4', 'content-length': String(size) } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    generated(size).pipe(req);
  });
}

export default async function uploads(): Promise<Row[]> {
  const data = tempDataDir('bench-uploads');
  const server = await startChildServer(data.dir);
  try {
    const token = await loginAs(server.url, demo.accountCode, demo.admin.email, demo.admin.password);
    const presigned = await gql(
      `${server.url}/${demo.accountCode}/admin/graphql`,
      PRESIGN,
      { f: 'aula.mp4', t: 'video/mp4', d: 'exercises/videos' },
      token,
    );
    const { url, fileUrl } = presigned.data.requestPresignedUpload.presignedUpload as { url: string; fileUrl: string };
    const before = (await server.cpu()).rssKb;
    log(`uploading ${SIZE / 1024 / 1024} MB`);
    // The server's resident memory sampled every 50 ms while the body streams in.
    let during = before;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        during = Math.max(during, (await server.cpu()).rssKb);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const upload = await timed(() => put(url, SIZE));
    sampling = false;
    await sampler;
    if (upload.result !== 200) throw new Error(`upload answered ${upload.result}`);
    const after = during;
    const download = await timed(async () => {
      const response = await fetch(fileUrl);
      let bytes = 0;
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>)
        bytes += (chunk as Uint8Array).length;
      return bytes;
    });
    if (download.result !== SIZE) throw new Error(`read back ${download.result} bytes`);
    const range = await timed(async () =>
      (await fetch(fileUrl, { headers: { Range: 'bytes=50000000-50999999' } })).arrayBuffer(),
    );
    const mb = SIZE / 1024 / 1024;
    return [
      {
        metric: `upload ${mb} MB video, throughput`,
        value: round(mb / (upload.ms / 1000), 1),
        unit: 'MB/s',
        target: { op: '>=', value: 50 },
      },
      {
        metric: 'server peak RSS growth during the upload',
        value: round((after - before) / 1024, 1),
        unit: 'MB',
        target: { op: '<=', value: 50 },
        note: `RSS ${round(before / 1024)} MB before, at most ${round(after / 1024)} MB during`,
      },
      { metric: 'read back whole, throughput', value: round(mb / (download.ms / 1000), 1), unit: 'MB/s' },
      { metric: '1 MB range read', value: round(range.ms, 1), unit: 'ms' },
    ];
  } finally {
    await server.close();
    data.remove();
  }
}
