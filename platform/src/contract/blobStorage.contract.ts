import { uploadMessages } from '@gym/contracts';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobStorage } from '../ports/blobStorage.ts';
import { receiveSignedPut, UploadRefused } from '../blob/uploadGate.ts';
import { signUploadGrant, type UploadGrant } from '../blob/uploadGrant.ts';

export interface BlobStorageFixture {
  readonly storage: BlobStorage;
  cleanup(): Promise<void>;
}

const SECRET = 'contract-secret';
const NOW = 1_800_000_000;
let n = 0;
const freshKey = (folder = 'images', name = 'foto.png') => `acc-a/${folder}/${Date.now()}-${++n}-${name}`;

/** `size` bytes produced chunk by chunk, never held whole. */
function generated(size: number, chunk = 64 * 1024): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= size) return void this.push(null);
      const length = Math.min(chunk, size - sent);
      const buffer = Buffer.alloc(length, sent % 251);
      sent += length;
      this.push(buffer);
    },
  });
}

const body = (s: string) => Readable.from([Buffer.from(s)]);

/** The blob storage contract, run unchanged against every adapter. */
export function blobStorageContract(name: string, factory: () => Promise<BlobStorageFixture>): void {
  describe(`BlobStorage contract: ${name}`, () => {
    let fixture: BlobStorageFixture;
    let storage: BlobStorage;
    beforeAll(async () => {
      fixture = await factory();
      storage = fixture.storage;
    });
    afterAll(async () => {
      await fixture?.cleanup();
    });

    it('stores an object with its type and size, and reads it back whole', async () => {
      const key = freshKey();
      await storage.put(key, body('0123456789'), { contentType: 'image/png', size: 10 });
      expect(await storage.head(key)).toEqual({ contentType: 'image/png', size: 10 });
      const read = await storage.get(key);
      expect(read && { type: read.contentType, size: read.size, range: read.range }).toEqual({
        type: 'image/png',
        size: 10,
        range: null,
      });
      expect(await text(read!.body)).toBe('0123456789');
    });

    it('reads a byte range, clamping an end past the object', async () => {
      const key = freshKey('videos', 'aula.mp4');
      await storage.put(key, body('abcdefghij'), { contentType: 'video/mp4', size: 10 });
      const middle = await storage.get(key, { start: 2, end: 5 });
      expect(middle?.range).toEqual({ start: 2, end: 5 });
      expect(await text(middle!.body)).toBe('cdef');
      const tail = await storage.get(key, { start: 7, end: 1000 });
      expect(tail?.range).toEqual({ start: 7, end: 9 });
      expect(await text(tail!.body)).toBe('hij');
    });

    it('answers null for a missing object and forgets a deleted one', async () => {
      const key = freshKey();
      expect(await storage.head(key)).toBeNull();
      expect(await storage.get(key)).toBeNull();
      await storage.put(key, body('x'), { contentType: 'image/gif', size: 1 });
      await storage.delete(key);
      expect(await storage.head(key)).toBeNull();
    });

    it('streams a 5 MB body in and out', async () => {
      const key = freshKey('videos', 'grande.mp4');
      const size = 5 * 1024 * 1024;
      await storage.put(key, generated(size), { contentType: 'video/mp4', size });
      expect((await storage.head(key))?.size).toBe(size);
      let total = 0;
      for await (const chunk of (await storage.get(key))!.body) total += (chunk as Buffer).length;
      expect(total).toBe(size);
    });

    it('keeps nothing under the key when the body fails half-way', async () => {
      const key = freshKey('videos', 'cortado.mp4');
      const failing = new Readable({
        read() {
          this.push(Buffer.alloc(1024));
          this.destroy(new Error('connection reset'));
        },
      });
      await expect(storage.put(key, failing, { contentType: 'video/mp4', size: 4096 })).rejects.toThrow();
      expect(await storage.head(key)).toBeNull();
    });

    it('refuses a key that would leave its account folder', async () => {
      await expect(
        storage.put('acc-a/../acc-b/images/x.png', body('x'), { contentType: 'image/png', size: 1 }),
      ).rejects.toThrow(/invalid blob key/);
      await expect(storage.head('/etc/passwd')).rejects.toThrow(/invalid blob key/);
    });

    it('gives a direct read address only when the store serves reads itself', async () => {
      const key = freshKey('videos', 'direto.mp4');
      await storage.put(key, body('direct bytes'), { contentType: 'video/mp4', size: 12 });
      const url = await storage.directReadUrl(key, 60);
      if (storage.kind === 'localDisk') {
        expect(url).toBeNull();
        return;
      }
      expect(url).toMatch(/^http/);
      const response = await fetch(url!, { headers: { Range: 'bytes=7-11' } });
      expect(response.status).toBe(206);
      expect(await response.text()).toBe('bytes');
    });

    describe('a signed PUT through the upload gate', () => {
      const grantFor = (over: Partial<UploadGrant> = {}): UploadGrant => ({
        accountId: 'acc-a',
        key: freshKey(),
        contentType: 'image/png',
        maxBytes: 16,
        expires: NOW + 600,
        ...over,
      });
      const put = (
        grant: UploadGrant,
        over: { signature?: string; address?: string; type?: string; length?: string; bytes?: string } = {},
      ) => {
        const bytes = over.bytes ?? 'png bytes';
        return receiveSignedPut(
          storage,
          SECRET,
          {
            grant,
            signature: over.signature ?? signUploadGrant(SECRET, grant),
            addressAccountId: over.address ?? grant.accountId,
            contentType: over.type ?? grant.contentType,
            contentLength: over.length ?? String(Buffer.byteLength(bytes)),
            body: body(bytes),
          },
          NOW,
        );
      };
      const refused = async (promise: Promise<unknown>, status: number, message: string) => {
        const error = await promise.then(
          () => null,
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(UploadRefused);
        expect({ status: (error as UploadRefused).status, message: (error as Error).message }).toEqual({
          status,
          message,
        });
      };

      it('stores the body of a valid grant', async () => {
        const grant = grantFor();
        expect(await put(grant)).toEqual({ key: grant.key, size: 9 });
        expect(await storage.head(grant.key)).toEqual({ contentType: 'image/png', size: 9 });
      });

      it("refuses another account's folder", async () => {
        const grant = grantFor();
        await refused(put(grant, { address: 'acc-b' }), 403, uploadMessages.otherAccount);
        const forged = { ...grant, key: grant.key.replace('acc-a/', 'acc-b/') };
        await refused(put(forged, { signature: signUploadGrant(SECRET, grant) }), 403, uploadMessages.badSignature);
        expect(await storage.head(grant.key)).toBeNull();
      });

      it('refuses an expired signature', async () => {
        const grant = grantFor({ expires: NOW - 1 });
        await refused(put(grant), 403, uploadMessages.expired);
        expect(await storage.head(grant.key)).toBeNull();
      });

      it('refuses a body larger than signed, declared or not', async () => {
        const grant = grantFor();
        await refused(put(grant, { bytes: 'x'.repeat(17) }), 413, uploadMessages.tooLarge('16 B'));
        await refused(put(grant, { length: '4', bytes: 'more than four' }), 413, uploadMessages.tooLarge('16 B'));
        expect(await storage.head(grant.key)).toBeNull();
      });

      it('refuses a type other than signed, or one the folder does not accept', async () => {
        const grant = grantFor();
        await refused(put(grant, { type: 'image/jpeg' }), 415, uploadMessages.typeNotAccepted);
        const exe = grantFor({ contentType: 'application/x-msdownload' });
        await refused(put(exe), 415, uploadMessages.typeNotAccepted);
        expect(await storage.head(grant.key)).toBeNull();
      });
    });
  });
}
