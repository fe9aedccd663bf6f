import { checkoutMessages, type CheckoutPurchaseEvent } from '@gym/contracts';
import { IllegalStateError, NotFoundError } from '@gym/platform';
import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import { PaymentDeclinedError, purchaseDecider, type PurchaseCommand } from './purchaseDecider.ts';

const accountId = 'acc-1';
const purchaseId = 'pur-1';
const now = '2026-11-24T12:00:00.000Z';
const plan = { planId: 'plan-1', code: 'abc123', value: 9990 };
const approved = { status: 'approved' as const, provider: 'sandbox', chargeId: 'ch_1', brand: 'visa', last4: '1111' };
const newBuyer = { byEmail: null, byCpf: null, newStudentId: 'stu-new' };
const complete = (
  over: Partial<Extract<PurchaseCommand, { type: 'CompletePurchase' }>['data']> = {},
): PurchaseCommand => ({
  type: 'CompletePurchase',
  data: {
    accountId,
    purchaseId,
    now,
    plan,
    buyer: newBuyer,
    studentPlanId: 'sp-1',
    installments: 3,
    charge: approved,
    ...over,
  },
});
const completed = (over: Record<string, unknown> = {}): CheckoutPurchaseEvent => ({
  type: 'CheckoutPurchaseCompleted',
  data: {
    accountId,
    purchaseId,
    planId: 'plan-1',
    planCode: 'abc123',
    studentId: 'stu-new',
    newStudent: true,
    studentPlanId: 'sp-1',
    amount: 9990,
    installments: 3,
    provider: 'sandbox',
    chargeId: 'ch_1',
    card: { brand: 'visa', last4: '1111' },
    completedAt: now,
    ...over,
  },
});
const spec = deciderSpec(purchaseDecider);

describe('checkout purchase decider', () => {
  it('records an approved purchase for a new student', () => {
    spec.given([]).when(complete()).then([completed()]);
  });

  it('declines with the provider reason in pt-BR and records nothing', () => {
    spec
      .given([])
      .when(complete({ charge: { status: 'declined', message: 'Saldo insuficiente.' } }))
      .thenThrows(PaymentDeclinedError, 'Pagamento recusado: Saldo insuficiente.');
  });

  it('decides nothing when the same idempotency key comes again', () => {
    spec.given([completed()]).when(complete()).thenNothingHappens();
    spec
      .given([completed()])
      .when(complete({ charge: { status: 'declined', message: 'x' } }))
      .thenNothingHappens();
  });

  it('refuses an idempotency key already used for another plan', () => {
    spec
      .given([completed()])
      .when(complete({ plan: { ...plan, code: 'other' } }))
      .thenThrows(IllegalStateError, checkoutMessages.idempotencyKeyReused);
  });

  it('buys for the existing student found by e-mail, else by CPF', () => {
    spec
      .given([])
      .when(complete({ buyer: { byEmail: 'stu-email', byCpf: 'stu-cpf', newStudentId: 'stu-new' } }))
      .then([completed({ studentId: 'stu-email', newStudent: false })]);
    spec
      .given([])
      .when(complete({ buyer: { byEmail: null, byCpf: 'stu-cpf', newStudentId: 'stu-new' } }))
      .then([completed({ studentId: 'stu-cpf', newStudent: false })]);
  });

  it("treats another account's purchase as missing", () => {
    spec
      .given([completed()])
      .when(complete({ accountId: 'acc-2' }))
      .thenThrows(NotFoundError, checkoutMessages.planNotFound);
  });

  describe('hosted checkout (store stripe)', () => {
    const customer = {
      name: 'Ana',
      lastName: 'Souza',
      email: 'ana@exemplo.com.br',
      cpf: '52998224725',
      phone: '11987654321',
      gender: 'Feminino' as const,
    };
    const open: PurchaseCommand = {
      type: 'OpenHostedSession',
      data: {
        accountId,
        purchaseId,
        now,
        plan,
        provider: 'stripe',
        sessionId: 'cs_1',
        url: 'https://pay/cs_1',
        customer,
        buyer: newBuyer,
      },
    };
    const opened: CheckoutPurchaseEvent = {
      type: 'CheckoutSessionOpened',
      data: {
        accountId,
        purchaseId,
        planId: 'plan-1',
        planCode: 'abc123',
        provider: 'stripe',
        sessionId: 'cs_1',
        url: 'https://pay/cs_1',
        amount: 9990,
        studentId: newBuyer.newStudentId,
        customer,
        openedAt: now,
      },
    };
    const webhook = (sessionId = 'cs_1'): PurchaseCommand => ({
      type: 'CompleteHostedPurchase',
      data: {
        accountId,
        purchaseId,
        now,
        sessionId,
        paymentId: 'pi_1',
        amount: 9990,
        buyer: newBuyer,
        studentPlanId: 'sp-1',
      },
    });

    it('opens a session once', () => {
      spec.given([]).when(open).then([opened]);
      spec.given([opened]).when(open).thenNothingHappens();
    });

    it("names the student the buyer already is, whose key seals the buyer's data", () => {
      const known = { byEmail: null, byCpf: 'stu-cpf', newStudentId: 'stu-new' };
      spec
        .given([])
        .when({ ...open, data: { ...open.data, buyer: known } } as PurchaseCommand)
        .then([{ ...opened, data: { ...opened.data, studentId: 'stu-cpf' } } as CheckoutPurchaseEvent]);
    });

    it('completes on the webhook exactly once', () => {
      spec
        .given([opened])
        .when(webhook())
        .then([completed({ installments: 1, provider: 'stripe', chargeId: 'pi_1', card: null })]);
      spec
        .given([opened, completed({ provider: 'stripe' })])
        .when(webhook())
        .thenNothingHappens();
    });

    it('refuses a webhook for an unknown session', () => {
      spec.given([]).when(webhook()).thenThrows(NotFoundError, checkoutMessages.planNotFound);
      spec.given([opened]).when(webhook('cs_other')).thenThrows(NotFoundError, checkoutMessages.planNotFound);
    });
  });
});
