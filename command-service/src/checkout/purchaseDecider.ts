import {
  checkoutMessages,
  type CheckoutPurchaseCompleted,
  type CheckoutPurchaseEvent,
  type CheckoutSessionOpened,
} from '@gym/contracts';
import { DomainError, IllegalStateError, NotFoundError, type Decider } from '@gym/platform';

/** A card declined by the provider: nothing is created, the buyer reads why (pt-BR). */
export class PaymentDeclinedError extends DomainError {
  override readonly name = 'PaymentDeclinedError';
  constructor(readonly reason: string) {
    super('ILLEGAL_STATE', `${checkoutMessages.declined}: ${reason}`);
  }
}

/** What the provider answered (looked up by the handler). */
export type ChargeOutcome =
  | { status: 'approved'; provider: string; chargeId: string; brand: string | null; last4: string | null }
  | { status: 'declined'; message: string };

export interface PurchasedPlan {
  readonly planId: string;
  readonly code: string;
  readonly value: number;
}

/** The student the purchase is for: an existing one (by e-mail first, then CPF) or a new id. */
export interface BuyerLookup {
  readonly byEmail: string | null;
  readonly byCpf: string | null;
  readonly newStudentId: string;
}

type Common = { accountId: string; purchaseId: string; now: string };
export type PurchaseCommand =
  | {
      type: 'CompletePurchase';
      data: Common & {
        plan: PurchasedPlan;
        buyer: BuyerLookup;
        studentPlanId: string;
        installments: number;
        charge: ChargeOutcome;
      };
    }
  | {
      type: 'OpenHostedSession';
      data: Common & {
        plan: PurchasedPlan;
        provider: string;
        sessionId: string;
        url: string;
        customer: CheckoutSessionOpened['data']['customer'];
        /** Who the buyer is as of the opening: whose personal-data key seals the customer. */
        buyer: BuyerLookup;
      };
    }
  /** The provider's signed webhook confirmed the hosted payment. */
  | {
      type: 'CompleteHostedPurchase';
      data: Common & {
        sessionId: string;
        paymentId: string;
        amount: number;
        buyer: BuyerLookup;
        studentPlanId: string;
      };
    };

export type PurchaseState =
  | { status: 'none' }
  | { status: 'sessionOpened'; accountId: string; session: CheckoutSessionOpened['data'] }
  | {
      status: 'completed';
      accountId: string;
      session: CheckoutSessionOpened['data'] | null;
      purchase: CheckoutPurchaseCompleted['data'];
    };

/** Which student a purchase is for: the e-mail's owner, else the CPF's, else a new student. */
export function buyerOf(buyer: BuyerLookup): { studentId: string; newStudent: boolean } {
  const existing = buyer.byEmail ?? buyer.byCpf;
  return existing ? { studentId: existing, newStudent: false } : { studentId: buyer.newStudentId, newStudent: true };
}

/**
 * One purchase per (account, idempotency key): a repeated request, a double click or a replayed
 * webhook finds it completed and decides nothing; a declined card decides nothing either.
 */
export const purchaseDecider: Decider<PurchaseCommand, CheckoutPurchaseEvent, PurchaseState> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    if (state.status !== 'none' && state.accountId !== command.data.accountId)
      throw new NotFoundError(checkoutMessages.planNotFound);
    switch (command.type) {
      case 'CompletePurchase': {
        if (state.status === 'completed') {
          if (state.purchase.planCode !== command.data.plan.code)
            throw new IllegalStateError(checkoutMessages.idempotencyKeyReused);
          return [];
        }
        if (state.status === 'sessionOpened') throw new IllegalStateError(checkoutMessages.idempotencyKeyReused);
        const { accountId, purchaseId, plan, buyer, studentPlanId, installments, charge, now } = command.data;
        if (charge.status === 'declined') throw new PaymentDeclinedError(charge.message);
        const card =
          charge.brand !== null && charge.last4 !== null ? { brand: charge.brand, last4: charge.last4 } : null;
        return [
          {
            type: 'CheckoutPurchaseCompleted',
            data: {
              accountId,
              purchaseId,
              planId: plan.planId,
              planCode: plan.code,
              ...buyerOf(buyer),
              studentPlanId,
              amount: plan.value,
              installments,
              provider: charge.provider,
              chargeId: charge.chargeId,
              card,
              completedAt: now,
            },
          },
        ];
      }
      case 'OpenHostedSession': {
        if (state.status === 'sessionOpened') return [];
        if (state.status === 'completed') throw new IllegalStateError(checkoutMessages.idempotencyKeyReused);
        const { accountId, purchaseId, plan, provider, sessionId, url, customer, buyer, now } = command.data;
        return [
          {
            type: 'CheckoutSessionOpened',
            data: {
              accountId,
              purchaseId,
              planId: plan.planId,
              planCode: plan.code,
              provider,
              sessionId,
              url,
              amount: plan.value,
              studentId: buyerOf(buyer).studentId,
              customer,
              openedAt: now,
            },
          },
        ];
      }
      case 'CompleteHostedPurchase': {
        if (state.status === 'completed') return []; // a replayed webhook
        if (state.status === 'none' || state.session.sessionId !== command.data.sessionId)
          throw new NotFoundError(checkoutMessages.planNotFound);
        const { session } = state;
        const { accountId, purchaseId, buyer, studentPlanId, paymentId, now } = command.data;
        return [
          {
            type: 'CheckoutPurchaseCompleted',
            data: {
              accountId,
              purchaseId,
              planId: session.planId,
              planCode: session.planCode,
              ...buyerOf(buyer),
              studentPlanId,
              amount: session.amount,
              installments: 1,
              provider: session.provider,
              chargeId: paymentId,
              card: null,
              completedAt: now,
            },
          },
        ];
      }
      default: {
        const unreachable: never = command;
        return unreachable;
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'CheckoutSessionOpened':
        return { status: 'sessionOpened', accountId: event.data.accountId, session: event.data };
      case 'CheckoutPurchaseCompleted':
        return {
          status: 'completed',
          accountId: event.data.accountId,
          session: state.status === 'sessionOpened' ? state.session : null,
          purchase: event.data,
        };
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },
};
