import { z } from 'zod';
import { billingMessages } from './messages.ts';

/** The account's recovery ladder (régua de cobrança). */
export interface BillingLadder {
  /** Days after a payment's first failure on which it is charged again (ascending). */
  readonly retryDays: readonly number[];
  /** Refuse check-ins while a payment of the student is overdue. */
  readonly refuseCheckinsWhileOverdue: boolean;
  /** Cancel the plan when this many of its payments are overdue; null: never. */
  readonly cancelAfterOverduePayments: number | null;
}

/** Glofox's retry days, check-ins refused, Pacto-style cancellation after 3 overdue payments. */
export const DEFAULT_BILLING_LADDER: BillingLadder = {
  retryDays: [1, 4, 11],
  refuseCheckinsWhileOverdue: true,
  cancelAfterOverduePayments: 3,
};

export const billingLadderInputSchema = z
  .object({
    retryDays: z
      .array(z.number().int().min(1, billingMessages.invalidRetryDays).max(60, billingMessages.invalidRetryDays))
      .max(6, billingMessages.tooManyRetries),
    refuseCheckinsWhileOverdue: z.boolean(),
    cancelAfterOverduePayments: z.number().int().min(1).max(24, billingMessages.invalidCancelAfter).nullable(),
  })
  .strict()
  .superRefine((value, ctx) => {
    for (let i = 1; i < value.retryDays.length; i++) {
      if ((value.retryDays[i] as number) <= (value.retryDays[i - 1] as number)) {
        ctx.addIssue({ code: 'custom', path: ['retryDays'], message: billingMessages.invalidRetryDays });
        return;
      }
    }
  });
