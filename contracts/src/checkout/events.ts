import { z } from 'zod';
import { byStudent, personal, sealedFor } from '../privacy/personal.ts';

const card = z.object({ brand: z.string(), last4: z.string().regex(/^\d{4}$/) });

/**
 * A buyer's checkout was paid (stream `checkoutPurchase-<uuidv5(account, idempotency key)>`): the
 * charge and who it was for. The student, the plan and the received payment follow as the usual
 * StudentRegistered / PlanAssignedToStudent / PaymentMarkedReceived. Card data: brand and last four only.
 */
export const checkoutPurchaseCompletedV1 = z.object({
  accountId: z.string(),
  purchaseId: z.string(),
  planId: z.string(),
  planCode: z.string(),
  studentId: z.string(),
  /** False when the buyer was an existing student (found by e-mail or CPF). */
  newStudent: z.boolean(),
  studentPlanId: z.string(),
  amount: z.number().int(),
  installments: z.number().int().min(1),
  provider: z.string(),
  chargeId: z.string(),
  card: card.nullable(),
  completedAt: z.string(),
});
export type CheckoutPurchaseCompleted = {
  type: 'CheckoutPurchaseCompleted';
  data: z.infer<typeof checkoutPurchaseCompletedV1>;
};

/** A provider-hosted checkout (store 'stripe') was opened; the purchase completes on the provider's signed webhook. */
export const checkoutSessionOpenedV1 = sealedFor(
  byStudent,
  z.object({
    accountId: z.string(),
    purchaseId: z.string(),
    planId: z.string(),
    planCode: z.string(),
    provider: z.string(),
    sessionId: z.string(),
    url: z.string(),
    amount: z.number().int(),
    /**
     * The student the buyer is expected to become (the e-mail's or the CPF's owner, else the new student's id): its
     * personal-data key seals `customer`, so erasing that student shreds the session's copy too (issue 27, finding 9).
     * Missing on sessions opened before it existed, whose customer stays as written.
     */
    studentId: z.string().optional(),
    customer: z.object({
      name: personal(z.string()),
      lastName: personal(z.string()),
      email: personal(z.string()),
      cpf: personal(z.string()),
      phone: personal(z.string()),
      gender: z.enum(['Feminino', 'Masculino']),
    }),
    openedAt: z.string(),
  }),
);
export type CheckoutSessionOpened = { type: 'CheckoutSessionOpened'; data: z.infer<typeof checkoutSessionOpenedV1> };

export type CheckoutPurchaseEvent = CheckoutPurchaseCompleted | CheckoutSessionOpened;

export const checkoutEventSchemas = {
  CheckoutPurchaseCompleted: { version: 1, schema: checkoutPurchaseCompletedV1 },
  CheckoutSessionOpened: { version: 1, schema: checkoutSessionOpenedV1 },
} as const;
