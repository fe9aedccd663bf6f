import { describe, expect, it } from 'vitest';
import { SANDBOX_ONBOARDING_DUE, SandboxOnboarding } from './sandboxOnboarding.ts';

describe('sandbox onboarding', () => {
  const urls = {
    refreshUrl: 'http://gym.test/demo/admin/reauth',
    returnUrl: 'http://gym.test/demo/admin/edit#payments',
  };

  it('creates one account per idempotency key, pending until its link is used once', async () => {
    const sandbox = new SandboxOnboarding();
    const first = await sandbox.createConnectedAccount({ idempotencyKey: 'k1', email: null, businessName: 'Demo' });
    expect(await sandbox.createConnectedAccount({ idempotencyKey: 'k1', email: null, businessName: 'Demo' })).toEqual(
      first,
    );
    expect((await sandbox.retrieveConnectedAccount(first.id)).requirements.currentlyDue).toEqual([
      ...SANDBOX_ONBOARDING_DUE,
    ]);
    const { url } = await sandbox.createOnboardingLink({ accountId: first.id, ...urls });
    expect(url).toMatch(/^http:\/\/gym\.test\/payments\/sandbox\/onboarding\/[\w-]+$/);
    const token = url.split('/').pop()!;
    expect(sandbox.completeOnboarding(token)).toBe(urls.returnUrl);
    expect(sandbox.completeOnboarding(token)).toBeNull();
    expect(await sandbox.retrieveConnectedAccount(first.id)).toMatchObject({
      requirements: { currentlyDue: [] },
      chargesEnabled: true,
      businessProfile: { name: 'Demo' },
    });
  });

  it('refuses an expired link', async () => {
    let now = 0;
    const sandbox = new SandboxOnboarding(() => now);
    const { id } = await sandbox.createConnectedAccount({ idempotencyKey: 'k', email: null, businessName: 'X' });
    const { url } = await sandbox.createOnboardingLink({ accountId: id, ...urls });
    now = 5 * 60_000 + 1;
    expect(sandbox.completeOnboarding(url.split('/').pop()!)).toBeNull();
    expect((await sandbox.retrieveConnectedAccount(id)).chargesEnabled).toBe(false);
  });
});
