import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { BlobRange, BlobRead, BlobStorage, StoredBlob } from '../../ports/blobStorage.ts';
import { assertBlobKey } from '../blobKey.ts';

/**
 * The embedded adapter: objects as files under `<root>/objects/<key>`, their type and size in a
 * sidecar `<file>.meta.json`. A write streams into `<root>/partial/` and is renamed into place only
 * when complete, so a cut-off upload leaves nothing under its key.
 */
export function localDiskBlobStorage(root: string): BlobStorage {
  const objects = path.join(root, 'objects');
  const partial = path.join(root, 'partial');
  const fileOf = (key: string) => {
    assertBlobKey(key);
    return path.join(objects, ...key.split('/'));
  };
  const metaOf = (file: string) => `${file}.meta.json`;

  async function head(key: string): Promise<StoredBlob | null> {
    const file = fileOf(key);
    try {
      const [meta, info] = await Promise.all([readFile(metaOf(file), 'utf8'), stat(file)]);
      return { contentType: (JSON.parse(meta) as StoredBlob).contentType, size: info.size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  return {
    kind: 'localDisk',
    async put(key: string, body: Readable, meta: StoredBlob) {
      const file = fileOf(key);
      // Owner-only (0700 folders, 0600 files): the uploads are members' photos and the gym's paid content.
      await mkdir(partial, { recursive: true, mode: 0o700 });
      const temp = path.join(partial, randomUUID());
      try {
        await pipeline(body, createWriteStream(temp, { flags: 'wx', mode: 0o600 }));
        await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
        await writeFile(metaOf(file), JSON.stringify({ contentType: meta.contentType, size: meta.size }), {
          mode: 0o600,
        });
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    head,
    async get(key: string, range?: BlobRange): Promise<BlobRead | null> {
      const found = await head(key);
      if (!found) return null;
      const clamped = range ? { start: range.start, end: Math.min(range.end, found.size - 1) } : null;
      const body = createReadStream(fileOf(key), clamped ?? {});
      return { ...found, body, range: clamped };
    },
    async delete(key: string) {
      const file = fileOf(key);
      await rm(file, { force: true });
      await rm(metaOf(file), { force: true });
    },
    async directReadUrl() {
      return null;
    },
    async close() {},
  };
}
