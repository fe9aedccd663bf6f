import compression from 'compression';
import express, { type Express } from 'express';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createLoginRateLimiter, type LoginRateLimiter } from '../auth/loginRateLimiter.ts';
import { buildScopeSchemas } from '../graphql/schemas.ts';
import type { Services } from '../services.ts';
import { graphqlEndpoint } from './graphqlEndpoint.ts';
import { signOutRoute } from '../identity/signOutRoute.ts';
import { loginUnlockRoute } from '../identity/loginUnlock.ts';
import { deleteStudentRoute } from '../students/deleteStudentRoute.ts';
import { rest } from '../web/rest.ts';
import type { TrustProxy } from '../web/trustProxy.ts';
import { resetPasswordRoute } from '../passwordReset/passwordResetRoute.ts';
import { serveReviewsPage } from '../reviews/reviewsPage.ts';
import { deleteCampaignRoute } from '../campaigns/deleteCampaignRoute.ts';
import { checkoutRoutes } from '../checkout/checkoutRoutes.ts';
import { selfServiceRoutes } from '../billing/selfServiceRoutes.ts';
import type { CheckoutRateLimits } from '../checkout/checkoutRateLimiter.ts';
import { hostedCheckoutWebhookRoute } from '../checkout/hostedCheckout.ts';
import { secondProviderWebhookRoute } from '../secondProvider/secondProviderWebhook.ts';
import { exportStudentRoute } from '../privacy/studentExport.ts';
import { eraseStudentRoute } from '../privacy/studentErasure.ts';
import type { Logger } from 'pino';
import { securityHeaders } from '../security/headers.ts';
import { publicOrigins } from '../web/publicOrigin.ts';
import type { IdempotencyStore } from '@gym/platform';
import { requestLogging } from '../security/logger.ts';
import { registerUploadRoutes } from '../uploads/uploadRoutes.ts';
import { registerSandboxOnboardingRoute } from '../paymentOnboarding/sandboxOnboardingRoute.ts';
import { mountErrorPages } from './errorPages.ts';
import { registerCategoryRoutes } from '../accountPlans/categoryRoutes.ts';
import { publicPageRoute } from '../memberApp/publicPage.ts';
import { serveMemberApp } from '../memberApp/memberAppRoutes.ts';

export interface AppOptions {
  /** Built console (admin-ui/dist); served when present. */
  readonly adminUiDir?: string;
  /** Built public pages (checkout-ui/dist): the review form. */
  readonly checkoutUiDir?: string;
  /** Built member app (member-app/dist): the PWA at /{account}/app. */
  readonly memberAppDir?: string;
  readonly introspection?: boolean;
  readonly limiter?: LoginRateLimiter;
  /** Anti-carding limits of the public checkout (defaults in checkout/checkoutRateLimiter.ts). */
  readonly checkoutLimits?: CheckoutRateLimits;
  readonly isReady?: () => boolean;
  /** Events of the log the read models do not include yet (null when unknown, e.g. projected elsewhere). */
  readonly projectorLag?: () => Promise<number | null>;
  /** The read models are behind and not moving (the projector stopped or absent in another process). */
  readonly projectorStalled?: () => boolean;
  /** Past this lag the server reports itself not ready (default 1,000 events). */
  readonly maxProjectorLag?: number;
  readonly log?: (message: string, error?: unknown) => void;
  /** The structured logger (pino): one line per request with its id; none when absent (tests). */
  readonly logger?: Logger;
  /** Stored answers of mutations sent with an Idempotency-Key header. */
  readonly idempotency?: IdempotencyStore;
  /** express's `trust proxy` (TRUST_PROXY, `web/trustProxy.ts`); default false: the socket's peer is the client. */
  readonly trustProxy?: TrustProxy;
}

export function createApp(svc: Services, options: AppOptions = {}): Express {
  const log = options.log ?? ((message, error) => console.error(message, error));
  const limiter = options.limiter ?? createLoginRateLimiter();
  const schemas = buildScopeSchemas(svc, limiter);
  const endpoint = {
    introspection: options.introspection ?? false,
    log,
    ...(options.idempotency ? { idempotency: options.idempotency } : {}),
  };
  const app = express();
  app.disable('x-powered-by');
  // Every per-address limit (logins, sign-ups, purchases, tokenizations) reads req.ip: behind a proxy it is
  // the forwarded client only when the proxy is trusted, and only as far as the trusted hops go.
  app.set('trust proxy', options.trustProxy ?? false);
  if (options.logger) app.use(requestLogging(options.logger));
  app.use(securityHeaders());
  // Each answer's addresses (uploads, files) from the address the browser used (issue 35).
  app.use(publicOrigins(() => svc.publicUrl()));
  // The payment provider's webhook is signed over its raw body: it is read before the JSON parser.
  hostedCheckoutWebhookRoute(app, svc, log);
  // The second provider's webhook (POST /{code}/mundipagg/{key}): its own 64 kB raw-body limit.
  secondProviderWebhookRoute(app, svc, log);
  // 512 KB: the longest string of an input (100,000 characters, up to 3 bytes each) fits; a larger body
  // is refused from its Content-Length before it is read or parsed (issue 27).
  app.use(express.json({ limit: '512kb' }));

  // Liveness: the process answers. Readiness (/healthz, /healthz/ready): it also serves fresh reads,
  // so a load balancer stops sending traffic while the projector is stopped or far behind (issue 27).
  // /livez stays 200 while the read side is down: writes are still decided and saved (issue 36).
  app.get(['/livez', '/healthz/live'], (_req, res) => {
    res.status(200).json({ status: 'ok' });
  });
  app.get(['/healthz', '/healthz/ready'], async (_req, res) => {
    const ready = options.isReady?.() ?? true;
    const lag = options.projectorLag ? await options.projectorLag() : null;
    const behind = lag !== null && lag > (options.maxProjectorLag ?? 1000);
    const stalled = lag !== null && lag > 0 && (options.projectorStalled?.() ?? false);
    const status = !ready ? 'starting' : stalled ? 'stalled' : behind ? 'lagging' : 'ok';
    res.status(status === 'ok' ? 200 : 503).json({ status, projectorLag: lag });
  });

  app.all('/global/graphql', graphqlEndpoint(svc, 'global', schemas.global, endpoint));
  app.all('/alderaan/graphql', graphqlEndpoint(svc, 'alderaan', schemas.alderaan, endpoint));
  app.all('/:account/admin/graphql', graphqlEndpoint(svc, 'admin', schemas.admin, endpoint));
  app.all('/:account/graphql', graphqlEndpoint(svc, 'account', schemas.account, endpoint));
  app.delete('/users/sign_out', rest(signOutRoute(svc), log));
  app.delete('/:account/admin/alunos/:id', rest(deleteStudentRoute(svc), log));
  app.get('/:account/admin/alunos/:id/reset-password', rest(resetPasswordRoute(svc), log));
  app.get('/:account/admin/alunos/:id/export', rest(exportStudentRoute(svc), log));
  app.post('/:account/admin/alunos/:id/erase', rest(eraseStudentRoute(svc, options.idempotency), log));
  app.delete('/:account/admin/campaigns/:id', rest(deleteCampaignRoute(svc), log));
  registerUploadRoutes(app, svc, log);
  registerSandboxOnboardingRoute(app, svc);
  // The e-mailed link that trusts a browser for a login whose (e-mail, address) pair wrong passwords closed.
  loginUnlockRoute(app, svc, limiter);
  registerCategoryRoutes(app, svc, log);

  // The public pages load on phones: their assets (and the checkout's JSON) travel compressed; so do the console's
  // scripts (about a third of their raw size, fetched once per build: immutable, a year). The member app's: its routes.
  app.use(['/static/checkout', '/:account/checkout', '/static/admin'], compression());
  serveReviewsPage(app, options.checkoutUiDir);
  checkoutRoutes(app, svc, { checkoutUiDir: options.checkoutUiDir, limits: options.checkoutLimits, log });
  selfServiceRoutes(app, svc, { checkoutUiDir: options.checkoutUiDir, log });
  const uiDir = options.adminUiDir;
  if (uiDir && existsSync(path.join(uiDir, 'index.html'))) {
    app.use('/static/admin', express.static(uiDir, { index: false, immutable: true, maxAge: '1y' }));
    const index = path.join(uiDir, 'index.html');
    // The console is a single-page app: every console address answers with its shell, the operator's
    // (/alderaan/..., its own sign-in) included; /alderaan/graphql and /alderaan/csrf are answered above.
    // /cadastro: the public registration wizard (spec 000), part of the same bundle.
    app.get(['/:account/admin', '/:account/admin/*rest', '/cadastro', '/alderaan', '/alderaan/*rest'], (_req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(index);
    });
  }
  // Spec 000: the sign-in and sign-up cards end at /{account}/sign-in/; the console's /sign-in page sends each
  // role to its place (staff to the console, a member to the member app) from the session the browser holds.
  app.get(['/:account/sign-in', '/:account/sign-in/'], (req, res) => {
    const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
    res.redirect(302, `/${encodeURIComponent(String(req.params.account))}/admin/sign-in${query}`);
  });
  serveMemberApp(app, svc, options.memberAppDir);
  publicPageRoute(app, svc);
  mountErrorPages(app, uiDir, log);
  return app;
}
