import { checkoutMessages, type CheckoutAccount } from '@gym/contracts';
import { NotFoundError, ValidationError } from '@gym/platform';
import { countStudents } from '@gym/projection-service';
import type { ErrorRequestHandler, Express, Request } from 'express';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { rest } from '../web/rest.ts';
import type { Services } from '../services.ts';
import { findPlanOnSale, plansOnSale } from '@gym/projection-service';
import { checkoutAccountOf, toCheckoutPlan } from './checkoutPlans.ts';
import { withCheckoutAppearance } from '../checkoutAppearance/checkoutAppearanceGql.ts';
import { checkoutAppearanceOf } from '../checkoutAppearance/checkoutAppearanceState.ts';
import { createCheckoutRateLimiter, type CheckoutRateLimits } from './checkoutRateLimiter.ts';
import { PaymentUnavailableError } from './purchaseBuyer.ts';
import { accountOrThrow, purchase } from './purchaseHandler.ts';
import { PaymentDeclinedError } from './purchaseDecider.ts';
import {
  CaptchaServiceUnavailableError,
  checkoutCaptchaOf,
  requireCaptcha,
  sandboxCaptchaRoutes,
} from '../secureCheckout/secureCheckout.ts';
import { checkoutCardProviderOf, pagarmeSandboxRoutes } from '../secondProvider/secondProviderCheckout.ts';

type Log = (message: string, error?: unknown) => void;
const clientAddress = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';
const single = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * The public checkout (spec 002 'Non-GraphQL'): GET /{account}/checkout?plan_code= (the plan),
 * POST /{account}/checkout (the purchase), GET /{account}/checkout/plans (the page's account and
 * plans, our addition), the page itself at GET /{account}/checkout, and the sandbox's tokenization
 * endpoint POST /payments/sandbox/tokens. Card data is never logged: bodies that fail to parse on
 * these paths are answered without being reported.
 */
export function checkoutRoutes(
  app: Express,
  svc: Services,
  options: { checkoutUiDir?: string; limits?: CheckoutRateLimits; log: Log },
): void {
  const limiter = createCheckoutRateLimiter(options.limits);
  const page = options.checkoutUiDir ? path.join(options.checkoutUiDir, 'checkout.html') : null;
  const pageBuilt = page !== null && existsSync(page);

  app.get(
    '/:account/checkout',
    rest(async (req, res) => {
      const planCode = single(req.query.plan_code);
      if (planCode === undefined) {
        if (!pageBuilt) throw new NotFoundError(checkoutMessages.planNotFound);
        res.setHeader('Cache-Control', 'no-cache');
        res.sendFile(page!);
        return;
      }
      const account = await accountOrThrow(svc, String(req.params.account));
      const plan = await findPlanOnSale(svc.documents, account.id, planCode);
      if (!plan) throw new NotFoundError(checkoutMessages.planNotFound);
      res.setHeader('Cache-Control', 'no-store');
      res.json(toCheckoutPlan(plan));
    }, options.log),
  );

  app.get(
    '/:account/checkout/plans',
    rest(async (req, res) => {
      const account = await accountOrThrow(svc, String(req.params.account));
      const [plans, usersSize, appearance, captcha, cardProvider] = await Promise.all([
        plansOnSale(svc.documents, account.id),
        countStudents(svc.documents, account.id),
        checkoutAppearanceOf(svc, account.id),
        limiter.captchaForced(account.id).then((forced) => checkoutCaptchaOf(svc, account.id, forced)),
        checkoutCardProviderOf(svc, account.id),
      ]);
      const body = {
        account: withCheckoutAppearance(checkoutAccountOf(account, usersSize, null), account, appearance),
        plans: plans.map(toCheckoutPlan),
        captcha,
        cardProvider,
      } satisfies { account: CheckoutAccount; plans: ReturnType<typeof toCheckoutPlan>[] } & Record<string, unknown>;
      res.setHeader('Cache-Control', 'no-store');
      res.json(body);
    }, options.log),
  );

  app.post(
    '/:account/checkout',
    rest(async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      try {
        // Secure transparent checkout: the captcha first (securityCheckout, secureCheckout/).
        // Also on, whatever the setting, while the account's declines are past their limit (card testing).
        const account = await accountOrThrow(svc, String(req.params.account));
        await requireCaptcha(svc, account, req.body, clientAddress(req), await limiter.captchaForced(account.id));
        res.json(
          await purchase(svc, limiter, {
            accountCode: String(req.params.account),
            body: req.body,
            idempotencyKey: single(req.get('idempotency-key')),
            clientAddress: clientAddress(req),
            origin: `${req.protocol}://${req.get('host') ?? 'localhost'}`,
          }),
        );
      } catch (error) {
        // 402 and 503 say more than the generic 422 of an illegal state: declined, or try again later.
        if (error instanceof PaymentDeclinedError)
          res.status(402).json({ error: error.message, code: 'PAYMENT_DECLINED' });
        else if (error instanceof PaymentUnavailableError || error instanceof CaptchaServiceUnavailableError)
          res.status(503).json({ error: error.message, code: 'PAYMENT_UNAVAILABLE' });
        else throw error;
      }
    }, options.log),
  );

  app.post(
    '/payments/sandbox/tokens',
    rest(async (req, res) => {
      const sandbox = svc.payments.sandbox;
      if (!sandbox) throw new NotFoundError(checkoutMessages.providerUnavailable);
      await limiter.tokenize(clientAddress(req));
      const body = (req.body ?? {}) as Record<string, unknown>;
      const result = sandbox.tokenize({
        number: String(body.number ?? ''),
        holderName: String(body.holder_name ?? ''),
        expiry: String(body.expiry ?? ''),
        cvv: String(body.cvv ?? ''),
      });
      if (!result.ok) throw ValidationError.field(result.field, result.message);
      res.setHeader('Cache-Control', 'no-store');
      res.json({ token: result.token, brand: result.brand, last4: result.last4 });
    }, options.log),
  );

  sandboxCaptchaRoutes(app, svc, { log: options.log, limit: limiter.tokenize });
  pagarmeSandboxRoutes(app, svc, { log: options.log, limit: limiter.tokenize });

  // A body that does not parse (express.json runs first) may hold a card number: answer, never log it.
  const unparsable: ErrorRequestHandler = (error, _req, res, next) => {
    if ((error as { type?: string }).type === 'entity.parse.failed' || (error as { status?: number }).status === 400) {
      res.status(400).json({ error: 'Requisição inválida', code: 'VALIDATION' });
      return;
    }
    next(error);
  };
  app.use(['/:account/checkout', '/payments'], unparsable);
}
