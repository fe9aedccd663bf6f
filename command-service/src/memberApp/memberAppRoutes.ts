import compression from 'compression';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AccountDoc } from '@gym/contracts';
import { messages } from '@gym/contracts';
import { DomainError, NotFoundError, RateLimitedError } from '@gym/platform';
import { httpStatusOf } from '../web/formatErrors.ts';
import { buildRequestContext } from '../web/context.ts';
import { exportStudent } from '../privacy/studentExport.ts';
import { authorize } from '../tenancy/guard.ts';
import { accountOrThrow } from '../checkout/purchaseHandler.ts';
import { memberAppMessages as memberAppExportMessages } from '@gym/contracts/memberApp/messages';
import type { Services } from '../services.ts';
import { memberAppThemeColorOf } from '../memberAppCustomization/customizationState.ts';

/** The app's default colour (the public page's and the console's indigo). */
export const APP_THEME_COLOR = '#3949ab';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The web app manifest of one gym: its name, its address as scope, its avatar (else its initial) as icon. */
export function manifestOf(account: AccountDoc, themeColor: string = APP_THEME_COLOR) {
  const base = `/${encodeURIComponent(account.code)}/app/`;
  const icons: Array<{ src: string; sizes: string; type: string; purpose: string }> = [
    { src: `${base}icon.svg`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    { src: `${base}icon.svg?maskable=1`, sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
  ];
  if (account.avatarUrl) icons.unshift({ src: account.avatarUrl, sizes: '512x512', type: '', purpose: 'any' });
  return {
    name: account.name,
    short_name: account.name.slice(0, 12),
    lang: 'pt-BR',
    id: base,
    start_url: base,
    scope: base,
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#ffffff',
    theme_color: themeColor,
    icons: icons.map((icon) => (icon.type ? icon : { src: icon.src, sizes: icon.sizes, purpose: icon.purpose })),
  };
}

/** The gym's icon: its avatar inside a circle when it has one, else its initial on the theme colour. */
export function iconOf(account: AccountDoc, maskable: boolean): string {
  const initial = escapeHtml(account.name.trim().slice(0, 1).toUpperCase() || 'A');
  const inner = account.avatarUrl
    ? `<clipPath id="c"><circle cx="256" cy="256" r="${maskable ? 256 : 240}"/></clipPath><image href="${escapeHtml(account.avatarUrl)}" width="512" height="512" clip-path="url(#c)" preserveAspectRatio="xMidYMid slice"/>`
    : `<text x="256" y="256" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="280" font-weight="700" fill="#fff">${initial}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" rx="${maskable ? 0 : 96}" fill="${APP_THEME_COLOR}"/>${inner}</svg>`;
}

type AccountHandler = (account: AccountDoc, req: Request, res: Response) => void;

/** Resolves the address's account; an unknown or deactivated one goes on to the 404 page. */
function withAccount(svc: Services, handler: AccountHandler) {
  return (req: Request, res: Response, next: NextFunction) => {
    accountOrThrow(svc, String(req.params.account))
      .then((account) => handler(account, req, res))
      .catch((error: unknown) => (error instanceof NotFoundError ? next() : next(error)));
  };
}

/**
 * The member app (member-app/dist, a Vite build) at /{account}/app: its shell for every app address,
 * the per-gym manifest and icon, and the service worker at /{account}/app/sw.js (its scope is the
 * gym's app). Assets under /static/app/, compressed, immutable.
 */
export function serveMemberApp(app: Express, svc: Services, memberAppDir: string | undefined): void {
  app.get(
    '/:account/app/manifest.webmanifest',
    withAccount(svc, (account, _req, res) => {
      // The theme colour follows /admin/app/customize (memberAppCustomization).
      void memberAppThemeColorOf(svc, account.id).then(
        (theme) => {
          res.setHeader('Cache-Control', 'no-cache');
          res.type('application/manifest+json').send(JSON.stringify(manifestOf(account, theme ?? APP_THEME_COLOR)));
        },
        () => res.sendStatus(500),
      );
    }),
  );
  app.get(
    '/:account/app/icon.svg',
    withAccount(svc, (account, req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.type('image/svg+xml').send(iconOf(account, req.query.maskable === '1'));
    }),
  );
  memberExportRoute(app, svc);
  if (!memberAppDir || !existsSync(path.join(memberAppDir, 'index.html'))) return;
  app.use(['/static/app', '/:account/app'], compression());
  app.use('/static/app', express.static(memberAppDir, { index: false, immutable: true, maxAge: '1y' }));
  const shell = readFileSync(path.join(memberAppDir, 'index.html'), 'utf8');
  const worker = path.join(memberAppDir, 'sw.js');
  app.get(
    '/:account/app/sw.js',
    withAccount(svc, (_account, _req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('Service-Worker-Allowed', `/${String(_req.params.account)}/app/`);
      res.type('text/javascript').sendFile(worker);
    }),
  );
  app.get(
    ['/:account/app', '/:account/app/*rest'],
    withAccount(svc, (account, req, res) => {
      // The service worker's scope is /{account}/app/: the bare address moves under it.
      if (req.path === `/${String(req.params.account)}/app`) {
        res.redirect(301, `${req.path}/`);
        return;
      }
      void memberAppThemeColorOf(svc, account.id).then(
        (theme) => {
          res.setHeader('Cache-Control', 'no-cache');
          const base = `/${encodeURIComponent(account.code)}/app/`;
          res.type('html').send(
            shell
              .replace('%APP_TITLE%', escapeHtml(account.name))
              .replaceAll('%APP_BASE%', base)
              .replace('%APP_THEME%', theme ?? APP_THEME_COLOR),
          );
        },
        () => res.sendStatus(500),
      );
    }),
  );
}

/** One export a minute per member: an export reads the whole log (LGPD access is not a hot path). */
const EXPORT_EVERY_MS = 60_000;

/**
 * GET /{account}/app/export.json: the signed-in member's own data (the same file staff hand out,
 * privacy/studentExport.ts), for the app's Perfil; the bearer token decides whose data.
 */
function memberExportRoute(app: Express, svc: Services): void {
  const last = new Map<string, number>();
  app.get('/:account/app/export.json', (req, res) => {
    void (async () => {
      const ctx = await buildRequestContext(svc, req, 'account');
      if (!ctx) throw new NotFoundError(messages.accountNotFound);
      authorize(ctx, 'member');
      const studentId = ctx.member!.id;
      const now = svc.clock.now().getTime();
      if (now - (last.get(studentId) ?? Number.NEGATIVE_INFINITY) < EXPORT_EVERY_MS) {
        throw new RateLimitedError(memberAppExportMessages.tooSoon);
      }
      last.set(studentId, now);
      const data = await exportStudent(svc, ctx.account!.id, studentId);
      res.setHeader('Content-Disposition', 'attachment; filename="meus-dados.json"');
      res.setHeader('Cache-Control', 'no-store');
      res.status(200).json(data);
    })().catch((error: unknown) => {
      if (error instanceof DomainError) {
        res.status(httpStatusOf(error.code)).json({ error: error.message, code: error.code });
        return;
      }
      res.status(500).json({ error: messages.internalError, code: 'INTERNAL' });
    });
  });
}
