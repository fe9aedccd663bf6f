import type { Express } from 'express';
import type { Services } from '../services.ts';

/**
 * The embedded sandbox's onboarding "form" (no Stripe keys): GET /payments/sandbox/onboarding/{link}
 * approves the gym's sandbox account and sends the browser back to the settings' payments tab, as
 * Stripe's hosted onboarding does. An unknown, used or expired link answers 404.
 */
export function registerSandboxOnboardingRoute(app: Express, svc: Services) {
  app.get('/payments/sandbox/onboarding/:token', (req, res) => {
    const provider = svc.payments.onboarding;
    // The sandbox adapter (the command service loads no adapter): the one onboarding provider with its form here.
    const sandbox = provider as { completeOnboarding?: (token: string) => string | null } | null | undefined;
    const back = sandbox?.completeOnboarding ? sandbox.completeOnboarding(String(req.params.token)) : null;
    res.setHeader('Cache-Control', 'no-store');
    if (!back) {
      res.status(404).type('text/plain; charset=utf-8').send('Link de cadastro expirado ou já usado.');
      return;
    }
    res.redirect(303, back);
  });
}
