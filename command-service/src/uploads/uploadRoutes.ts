import { messages, uploadMessages } from '@gym/contracts';
import { checkSignedPut, parseByteRange, receiveSignedPut, UploadRefused, uploadGrantFromQuery } from '@gym/platform';
import type { Express, Request, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { movedFileAccount } from '../accounts/movedFiles.ts';
import { accountOfAddress } from '../web/accountCache.ts';
import { loggablePath } from '../security/logger.ts';
import type { Services } from '../services.ts';

type Log = (message: string, error?: unknown) => void;

const keyOf = (req: Request) => {
  const raw = req.params.key as unknown;
  return Array.isArray(raw) ? raw.join('/') : String(raw ?? '');
};

const refuse = (res: Response, status: number, message: string) => {
  // The client may still be sending: answer, then drop the connection rather than read a body we refused.
  res.status(status).set('Connection', 'close').json({ error: message, code: 'UPLOAD_REFUSED' });
};

/**
 * PUT /{account}/uploads/{key}?…signed grant: the upload gate (platform/src/blob/uploadGate.ts)
 * streams the body into the blob store. GET /{account}/files/{key}: the stored object with its type,
 * byte ranges for video, streamed. Both answer only for keys in the address's account folder.
 */
export function registerUploadRoutes(app: Express, svc: Services, log: Log): void {
  app.put('/:account/uploads/*key', async (req, res) => {
    try {
      const account = await accountOfAddress(svc.documents, String(req.params.account));
      if (!account) return refuse(res, 404, messages.accountNotFound);
      const signed = uploadGrantFromQuery(keyOf(req), req.query as Record<string, unknown>);
      if (!signed) return refuse(res, 403, uploadMessages.badSignature);
      const put = {
        ...signed,
        addressAccountId: account.id,
        contentType: req.headers['content-type'],
        contentLength: req.headers['content-length'],
        body: req,
      };
      const now = Math.floor(svc.clock.now().getTime() / 1000);
      // The grant's own checks first (signature, account, expiry: no ledger write for a forged address), then
      // its one PUT claimed: a second PUT, even at once, is refused instead of replacing the file (issue 36).
      checkSignedPut(svc.uploads.secret, put, now);
      if (!svc.uploads.ledger.claim(signed.grant.key)) return refuse(res, 409, uploadMessages.used);
      let stored: { key: string; size: number };
      try {
        stored = await receiveSignedPut(svc.uploads.blobs, svc.uploads.secret, put, now);
      } catch (error) {
        svc.uploads.ledger.released(signed.grant.key);
        throw error;
      }
      svc.uploads.ledger.completed(stored.key, stored.size);
      res.status(200).json({ key: stored.key, size: stored.size });
    } catch (error) {
      if (error instanceof UploadRefused) return refuse(res, error.status, error.message);
      log(`upload failed: ${loggablePath(req.path)}`, error);
      if (!res.headersSent) refuse(res, 500, uploadMessages.network);
    }
  });

  app.get('/:account/files/*key', async (req, res) => {
    try {
      const account = await accountOfAddress(svc.documents, String(req.params.account));
      const key = keyOf(req);
      // A code the account has left (the operator changed it): its files answer at the account's new code.
      const moved = account ? null : await movedFileAccount(svc, String(req.params.account), key);
      if (moved) return void res.redirect(301, `/${encodeURIComponent(moved.code)}/files/${key}`);
      const head =
        account && key.startsWith(`${account.id}/`) ? await svc.uploads.blobs.head(key).catch(() => null) : null;
      if (!head) return void res.status(404).json({ error: uploadMessages.fileNotFound, code: 'NOT_FOUND' });
      const range = parseByteRange(req.headers.range, head.size);
      if (range === 'unsatisfiable') return void res.status(416).set('Content-Range', `bytes */${head.size}`).end();
      const read = await svc.uploads.blobs.get(key, range ?? undefined);
      if (!read) return void res.status(404).json({ error: uploadMessages.fileNotFound, code: 'NOT_FOUND' });
      res.setHeader('Content-Type', read.contentType);
      res.setHeader('Accept-Ranges', 'bytes');
      res.setHeader('Cache-Control', 'private, max-age=31536000, immutable');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      if (read.range) {
        res.status(206);
        res.setHeader('Content-Range', `bytes ${read.range.start}-${read.range.end}/${read.size}`);
        res.setHeader('Content-Length', String(read.range.end - read.range.start + 1));
      } else {
        res.setHeader('Content-Length', String(read.size));
      }
      await pipeline(read.body, res);
    } catch (error) {
      log(`file read failed: ${loggablePath(req.path)}`, error);
      if (!res.headersSent) res.status(500).json({ error: messages.internalError, code: 'INTERNAL' });
      else res.destroy();
    }
  });
}
