import type { Entitlement, RefusalReason, WayOut } from '@gym/contracts';
import { IllegalStateError } from '@gym/platform';

/**
 * The entitlement's refusal as an error: its pt-BR message, and the reason and the way out for the clients
 * (`extensions.reason` / `extensions.wayOut`: the member app links the no-plan refusal to the checkout).
 */
export class EntitlementRefusedError extends IllegalStateError {
  readonly reason: RefusalReason;
  readonly wayOut: WayOut | null;
  constructor(refusal: Extract<Entitlement, { allowed: false }>) {
    super(refusal.message);
    this.reason = refusal.reason;
    this.wayOut = refusal.wayOut;
  }
}
