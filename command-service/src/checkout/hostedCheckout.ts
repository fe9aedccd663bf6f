import { checkoutMessages, type AccountDoc, type CheckoutRequest, type CheckoutResponse, type PlanDoc } from '@gym/contracts';
import { IllegalStateError } from '@gym/platform';
import type { Services } from '../services.ts';

/** Plans whose store is 'stripe': the provider's hosted page (not configured in this build: refused plainly). */
export async function openHostedCheckout(svc: Services, _account: AccountDoc, _plan: PlanDoc, _input: CheckoutRequest, _purchaseId: string, _origin: string): Promise<CheckoutResponse> {
  if (!svc.payments.hosted) throw new IllegalStateError(checkoutMessages.hostedCheckoutUnavailable);
  throw new IllegalStateError(checkoutMessages.hostedCheckoutUnavailable);
}
