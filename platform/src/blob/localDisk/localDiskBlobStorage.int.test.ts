import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blobStorageContract } from '../../contract/blobStorage.contract.ts';
import { localDiskBlobStorage } from './localDiskBlobStorage.ts';

blobStorageContract('local disk', async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'blobs-'));
  return { storage: localDiskBlobStorage(root), cleanup: async () => rmSync(root, { recursive: true, force: true }) };
});

describe('local disk blob storage', () => {
  it('leaves no partial file behind after a failed write', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'blobs-'));
    const storage = localDiskBlobStorage(root);
    const { Readable } = await import('node:stream');
    const failing = new Readable({
      read() {
        this.destroy(new Error('reset'));
      },
    });
    await expect(storage.put('acc/videos/a.mp4', failing, { contentType: 'video/mp4', size: 10 })).rejects.toThrow(
      'reset',
    );
    expect(readdirSync(path.join(root, 'partial'))).toEqual([]);
    rmSync(root, { recursive: true, force: true });
  });
});
