import type { ErrorRequestHandler, Express, Request, RequestHandler } from 'express';
import { jsonErrorHandler, jsonNotFound } from './errorHandling.ts';
import { consoleMessages } from '@gym/contracts/console/consoleMessages';
import { redactPath } from '../security/redactPath.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small self-contained pt-BR page (no scripts, no external assets) for the server's own answers. */
export function errorPage(title: string, message: string): string {
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:2rem 1rem;color:#222;background:#fafafa}main{max-width:32rem;margin:auto}h1{font-size:1.4rem}</style>
</head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></main></body></html>`;
}

/** A browser's navigation asks for HTML: it gets a page; every other caller gets the API's JSON answer. */
const wantsPage = (req: Request) => (req.headers.accept ?? '').includes('text/html');

/** Last in the chain: any address nothing else answered gets a pt-BR 404 instead of Express's 'Cannot GET …'. */
export const notFoundPage: RequestHandler = (_req, res) => {
  res.status(404).type('html').send(errorPage(consoleMessages.pageNotFoundTitle, consoleMessages.pageNotFound));
};

/** Any error that reaches Express (a bad JSON body, a thrown route) gets a pt-BR page, never a stack trace. */
export function serverErrorPage(log: (message: string, error?: unknown) => void): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 600 ? error.status : 500;
    if (status >= 500) log(`${req.method} ${redactPath(req.path)} failed`, error);
    const title = status >= 500 ? consoleMessages.serverErrorTitle : consoleMessages.badRequestTitle;
    const message = status >= 500 ? consoleMessages.serverError : consoleMessages.badRequest;
    if (req.is('application/json')) {
      res.status(status).json({ error: title });
      return;
    }
    res.status(status).type('html').send(errorPage(title, message));
  };
}

/** The console's icon also at the address browsers try on their own, so no page logs a 404 for it. */
export function serveFavicon(app: Express, uiDir: string | undefined): void {
  app.get('/favicon.ico', (_req, res) => {
    if (uiDir) res.redirect(301, '/static/admin/favicon.svg');
    else res.status(204).end();
  });
}

/**
 * Mounts the favicon, the 404 and the error handlers: call after every route. A browser's navigation gets
 * the pt-BR pages; API callers get the pt-BR JSON of `errorHandling.ts`.
 */
export function mountErrorPages(
  app: Express,
  uiDir: string | undefined,
  log: (message: string, error?: unknown) => void,
): void {
  serveFavicon(app, uiDir);
  const page = serverErrorPage(log);
  const json = jsonErrorHandler(log);
  app.use((req, res, next) => (wantsPage(req) ? notFoundPage(req, res, next) : jsonNotFound(req, res, next)));
  app.use(((error, req, res, next) =>
    wantsPage(req) ? page(error, req, res, next) : json(error, req, res, next)) as ErrorRequestHandler);
}
