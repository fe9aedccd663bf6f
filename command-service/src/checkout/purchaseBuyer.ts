import { checkoutMessages } from '@gym/contracts';
import { DomainError } from '@gym/platform';
import { STUDENTS } from '@gym/projection-service';
import { loadState } from '../aggregates.ts';
import type { Services } from '../services.ts';
import { emailStream } from '../students/studentHandlers.ts';
import { studentEmailDecider } from '../students/studentEmailDecider.ts';
import type { BuyerLookup } from './purchaseDecider.ts';

// What the card purchase and the hosted checkout share: the purchase's stream, the provider's silence, the buyer.

export const purchaseStream = (purchaseId: string) => `checkoutPurchase-${purchaseId}`;

/** The provider did not answer: nothing was charged or written; the buyer may try again. */
export class PaymentUnavailableError extends DomainError {
  override readonly name = 'PaymentUnavailableError';
  constructor() {
    super('ILLEGAL_STATE', checkoutMessages.providerUnavailable);
  }
}

/** The student the buyer already is, by e-mail (the claim stream) or CPF (the students read model). */
export async function lookUpBuyer(
  svc: Services,
  accountId: string,
  email: string,
  cpf: string,
  newStudentId: string,
): Promise<BuyerLookup> {
  const claim = await loadState(svc.eventStore, studentEmailDecider, emailStream(accountId, email));
  const [byCpf] = claim.ownerId
    ? []
    : await svc.documents.collection<{ id: string }>(STUDENTS).find({ accountId, cpf }, { limit: 1 });
  return { byEmail: claim.ownerId, byCpf: byCpf?.id ?? null, newStudentId };
}
