import { randomBytes, randomUUID } from 'node:crypto';
import type { ConnectedAccountInfo, PaymentOnboardingProvider } from '../../ports/payments.ts';

/** What a new sandbox account must still send, as a new Stripe Express account in Brazil does. */
export const SANDBOX_ONBOARDING_DUE = ['external_account', 'individual.verification.document'] as const;

interface SandboxAccount {
  readonly id: string;
  readonly businessName: string;
  readonly email: string | null;
  currentlyDue: string[];
}

/**
 * The embedded default's onboarding (no Stripe keys): connected accounts in memory, and an onboarding
 * "form" at `/payments/sandbox/onboarding/{link}` of our own server that approves the account at once
 * and sends the gym back to `returnUrl`, as Stripe's does once the documents are in. An account
 * unknown after a restart answers as new (its requirements pending), so the link finishes it again.
 */
export class SandboxOnboarding implements PaymentOnboardingProvider {
  readonly name = 'sandbox';
  private readonly accounts = new Map<string, SandboxAccount>();
  private readonly byKey = new Map<string, string>();
  private readonly links = new Map<string, { accountId: string; returnUrl: string; expiresAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async createConnectedAccount(request: { idempotencyKey: string; email: string | null; businessName: string }) {
    const known = this.byKey.get(request.idempotencyKey);
    if (known) return { id: known };
    const id = `acct_sandbox_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    this.accounts.set(id, {
      id,
      businessName: request.businessName,
      email: request.email,
      currentlyDue: [...SANDBOX_ONBOARDING_DUE],
    });
    this.byKey.set(request.idempotencyKey, id);
    return { id };
  }

  async createOnboardingLink(request: { accountId: string; refreshUrl: string; returnUrl: string }) {
    const token = randomBytes(18).toString('base64url');
    // Stripe's links last minutes and work once.
    this.links.set(token, {
      accountId: request.accountId,
      returnUrl: request.returnUrl,
      expiresAt: this.now() + 5 * 60_000,
    });
    return { url: `${new URL(request.returnUrl).origin}/payments/sandbox/onboarding/${token}` };
  }

  async retrieveConnectedAccount(accountId: string): Promise<ConnectedAccountInfo> {
    const account = this.accounts.get(accountId);
    const currentlyDue = account ? account.currentlyDue : [...SANDBOX_ONBOARDING_DUE];
    return {
      id: accountId,
      type: 'express',
      businessProfile: {
        name: account?.businessName ?? null,
        url: null,
        supportEmail: account?.email ?? null,
        productDescription: null,
      },
      requirements: { currentlyDue: [...currentlyDue] },
      chargesEnabled: currentlyDue.length === 0,
    };
  }

  /** The sandbox's onboarding form: approves the link's account; the return address, or null for an unknown or used link. */
  completeOnboarding(token: string): string | null {
    const link = this.links.get(token);
    this.links.delete(token);
    if (!link || link.expiresAt < this.now()) return null;
    const account = this.accounts.get(link.accountId);
    if (account) account.currentlyDue = [];
    else this.accounts.set(link.accountId, { id: link.accountId, businessName: '', email: null, currentlyDue: [] });
    return link.returnUrl;
  }
}
