import { describe, expect, it } from 'vitest';
import { redactPath } from './redactPath.ts';

describe('redactPath: no credential of a path reaches a log line (issue 36)', () => {
  it('hides the webhook key, the onboarding link and a card token, keeping the route readable', () => {
    expect(redactPath('/demo/mundipagg/0123456789abcdef0123456789abcdef')).toBe('/demo/mundipagg/[redacted]');
    expect(redactPath('/demo/MundiPagg/abc/extra')).toBe('/demo/MundiPagg/[redacted]/extra');
    expect(redactPath('/payments/sandbox/onboarding/tok_abc123')).toBe('/payments/sandbox/onboarding/[redacted]');
    expect(redactPath('/payments/sandbox/pagarme/core/v5/tokens/token_abc')).toBe(
      '/payments/sandbox/pagarme/core/v5/tokens/[redacted]',
    );
  });

  it('leaves every other path as it is', () => {
    for (const path of [
      '/demo/admin/graphql',
      '/demo/checkout',
      '/payments/sandbox/pagarme/core/v5/orders',
      '/healthz',
    ])
      expect(redactPath(path)).toBe(path);
  });
});
