import type { Actor, Services } from '../services.ts';
import { saveCardOnFile } from './billingHandlers.ts';

/**
 * The checkout's card purchase keeps the card on file for the plan it bought (the provider's customer
 * reference, never the number): its later payments are charged by the daily run. A provider that cannot keep
 * the token (expired) leaves the plan without one; the purchase itself is done either way.
 */
export async function keepCheckoutCardOnFile(
  svc: Services,
  actor: Actor,
  cardToken: string,
  studentPlanId: string,
): Promise<void> {
  const saved = await svc.payments.card.saveCard(cardToken);
  if (!saved) return;
  const position = await saveCardOnFile(svc, actor, studentPlanId, saved, 'checkout');
  if (position > 0) await svc.readModelsReached(position);
}
