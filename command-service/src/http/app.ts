import express, { type Express } from 'express';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createLoginRateLimiter, type LoginRateLimiter } from '../auth/loginRateLimiter.ts';
import { buildScopeSchemas } from '../graphql/schemas.ts';
import type { Services } from '../services.ts';
import { graphqlEndpoint } from './graphqlEndpoint.ts';
import { deleteStudentRoute, rest, signOutRoute } from './rest.ts';
import { resetPasswordRoute } from '../passwordReset/passwordResetRoute.ts';
import { serveReviewsPage } from '../reviews/reviewsPage.ts';
import { deleteCampaignRoute } from '../campaigns/deleteCampaignRoute.ts';

export interface AppOptions {
  /** Built console (admin-ui/dist); served when present. */
  readonly adminUiDir?: string;
  /** Built public pages (checkout-ui/dist): the review form. */
  readonly checkoutUiDir?: string;
  readonly introspection?: boolean;
  readonly limiter?: LoginRateLimiter;
  readonly isReady?: () => boolean;
  readonly log?: (message: string, error?: unknown) => void;
}

export function createApp(svc: Services, options: AppOptions = {}): Express {
  const log = options.log ?? ((message, error) => console.error(message, error));
  const schemas = buildScopeSchemas(svc, options.limiter ?? createLoginRateLimiter());
  const endpoint = { introspection: options.introspection ?? false, log };
  const app = express();
  app.disable('x-powered-by');
  app.use(express.json({ limit: '1mb' }));

  app.get('/healthz', (_req, res) => {
    const ready = options.isReady?.() ?? true;
    res.status(ready ? 200 : 503).json({ status: ready ? 'ok' : 'starting' });
  });

  app.all('/global/graphql', graphqlEndpoint(svc, 'global', schemas.global, endpoint));
  app.all('/alderaan/graphql', graphqlEndpoint(svc, 'alderaan', schemas.alderaan, endpoint));
  app.all('/:account/admin/graphql', graphqlEndpoint(svc, 'admin', schemas.admin, endpoint));
  app.all('/:account/graphql', graphqlEndpoint(svc, 'account', schemas.account, endpoint));
  app.delete('/users/sign_out', rest(signOutRoute(svc), log));
  app.delete('/:account/admin/alunos/:id', rest(deleteStudentRoute(svc), log));
  app.get('/:account/admin/alunos/:id/reset-password', rest(resetPasswordRoute(svc), log));
  app.delete('/:account/admin/campaigns/:id', rest(deleteCampaignRoute(svc), log));

  serveReviewsPage(app, options.checkoutUiDir);
  const uiDir = options.adminUiDir;
  if (uiDir && existsSync(path.join(uiDir, 'index.html'))) {
    app.use('/static/admin', express.static(uiDir, { index: false, immutable: true, maxAge: '1y' }));
    const index = path.join(uiDir, 'index.html');
    // The console is a single-page app: every console address answers with its shell. The operator's
    // screens (/alderaan/...) are not built yet, so those addresses are not served a console that
    // could not log an operator in; the operator API is at /alderaan/graphql.
    // /cadastro: the public registration wizard (spec 000), part of the same bundle.
    app.get(['/:account/admin', '/:account/admin/*rest', '/cadastro'], (_req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(index);
    });
  }
  return app;
}
