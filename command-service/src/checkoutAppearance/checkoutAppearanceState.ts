import type { CheckoutAppearance } from '@gym/contracts';
import { foldStream } from '@gym/platform';
import type { Services } from '../services.ts';
import { checkoutAppearanceDecider, checkoutAppearanceStream } from './checkoutAppearanceDecider.ts';

/** The account's checkout appearance, folded from its stream (empty when never set): no read model keeps it. */
export async function checkoutAppearanceOf(svc: Services, accountId: string): Promise<CheckoutAppearance> {
  const stream = await svc.eventStore.readStream(checkoutAppearanceStream(accountId));
  return foldStream(checkoutAppearanceDecider, stream.events);
}
