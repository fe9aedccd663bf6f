import { SandboxPaymentProvider, type PaymentPorts } from '@gym/platform';

/** The embedded default: the sandbox card provider (its tokenization endpoint served by us), no hosted checkout. */
export function paymentsFromEnv(_env: NodeJS.ProcessEnv): PaymentPorts {
  const sandbox = new SandboxPaymentProvider();
  return { card: sandbox, hosted: null, sandbox };
}
