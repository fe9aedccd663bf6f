import { AsyncLocalStorage } from 'node:async_hooks';
import { fileAddressesFrom } from '@gym/contracts';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

const origins = new AsyncLocalStorage<string>();

/** `protocol://host` the browser used for the request being answered; undefined outside a request (jobs, seeds). */
export function currentRequestOrigin(): string | undefined {
  return origins.getStore() || undefined;
}

/** A wildcard listen address is no address a browser may call (the console's CSP refuses it): localhost instead. */
export function ownAddress(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '::' || host === '' ? 'localhost' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

/**
 * Remembers each request's origin (PUBLIC_URL when set, else the request's protocol and Host) for the
 * addresses built while answering it (uploads, files, the onboarding return, the webhook shown), and
 * turns every file reference of a JSON answer into an absolute address of that origin (issue 35): files
 * are stored as `/{account}/files/{key}`, and addresses stored before carry `http://0.0.0.0:3000`.
 */
export function publicOrigins(publicUrl: () => string): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const host = req.get('host');
    origins.run(host ? `${req.protocol}://${host}` : '', () => {
      // The services' publicUrl: PUBLIC_URL when set, else the origin just stored.
      const base = publicUrl();
      const json = res.json.bind(res);
      res.json = (body?: unknown) => json(fileAddressesFrom(body, base));
      next();
    });
  };
}
