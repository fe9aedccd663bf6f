import type { CheckoutAccount, CheckoutPlan } from '@gym/contracts/checkout/request';
import { describe, expect, it } from 'vitest';
import {
  checkoutReducer,
  checkSubmit,
  initialCheckoutState,
  type CheckoutAction,
  type CheckoutState,
} from './checkoutReducer.ts';

const plan: CheckoutPlan = {
  code: 'abc',
  name: 'Plano Anual',
  description: null,
  value: 89900,
  installments: 12,
  store: 'mundipagg',
  externalPlans: ['mundipagg'],
  cover: null,
};
const stripePlan: CheckoutPlan = { ...plan, code: 'str', store: 'stripe', externalPlans: ['stripe'], installments: 1 };
const account = { name: 'Academia Demo', label: 'Academia Demo' } as CheckoutAccount;
const person = {
  firstName: 'Maria',
  lastName: 'Silva',
  email: 'maria@example.com',
  cpf: '529.982.247-25',
  gender: 'Feminino',
  phone: '(11) 98765-4321',
};
const card = {
  creditCardNumber: '4111 1111 1111 1111',
  creditCardName: 'MARIA SILVA',
  creditCardExpired: '12/39',
  creditCardCvv: '123',
};

/** given a state, when these actions, then the state they lead to. */
const given = (changes: Partial<CheckoutState> = {}) => ({
  when: (...actions: CheckoutAction[]) =>
    actions.reduce(checkoutReducer, { ...initialCheckoutState, ...changes } as CheckoutState),
});
const onStep = (step: CheckoutState['step'], chosen = plan, values = {}) =>
  ({
    loading: false,
    plan: chosen,
    plans: [chosen, stripePlan],
    step,
    values: { ...initialCheckoutState.values, ...values },
  }) satisfies Partial<CheckoutState>;
/** The submit the page does: check the form, then apply the verdict. */
const submitted = (state: CheckoutState): CheckoutAction => ({ type: 'submitChecked', check: checkSubmit(state) });

describe('checkoutReducer', () => {
  it('starts loading on the plan step, with nothing typed', () => {
    expect(initialCheckoutState).toMatchObject({ loading: true, step: 'plan', plan: null, submitting: false });
    expect(initialCheckoutState.values.firstName).toBe('');
  });

  it('keeps the loaded page, its captcha and card provider only when the server sent them', () => {
    const loaded = given().when({ type: 'pageLoaded', account, plans: [plan], variant: 'B' }, { type: 'loadFinished' });
    expect(loaded).toMatchObject({ account, plans: [plan], variant: 'B', loading: false });
    expect(loaded.captcha).toEqual({ required: false });
    expect(loaded.cardProvider).toBe(initialCheckoutState.cardProvider);
    const secured = given().when({
      type: 'pageLoaded',
      account,
      plans: [plan],
      variant: 'A',
      captcha: { required: true, provider: 'sandbox' },
    });
    expect(secured.captcha).toEqual({ required: true, provider: 'sandbox' });
  });

  it('moves to the personal step when a plan is chosen, and back to the plan step to change it', () => {
    const chosen = given().when({ type: 'planSelected', plan });
    expect(chosen).toMatchObject({ plan, step: 'personal' });
    expect(checkoutReducer(chosen, { type: 'stepChosen', step: 'plan' }).step).toBe('plan');
  });

  it('confirms at once when the buyer comes back paid from the hosted page', () => {
    expect(given().when({ type: 'planSelected', plan: stripePlan }, { type: 'paidOnProvider' })).toMatchObject({
      purchased: true,
      step: 'confirmation',
    });
  });

  it('records typed values and touched fields, without touching a field twice', () => {
    const state = given().when(
      { type: 'fieldChanged', field: 'firstName', value: 'Ana' },
      { type: 'fieldChanged', field: 'installments', value: 3 },
      { type: 'fieldTouched', field: 'firstName' },
    );
    expect(state.values).toMatchObject({ firstName: 'Ana', installments: 3 });
    expect([...state.touched]).toEqual(['firstName']);
    expect(checkoutReducer(state, { type: 'fieldTouched', field: 'firstName' }).touched).toBe(state.touched);
  });

  it('refuses the personal step with its first error and marks every personal field touched', () => {
    const state = { ...initialCheckoutState, ...onStep('personal', plan, { firstName: 'Maria' }) };
    const next = checkoutReducer(state, submitted(state));
    expect(next.step).toBe('personal');
    expect(next.toast).toEqual(expect.any(String));
    expect([...next.touched].sort()).toEqual(['cpf', 'email', 'firstName', 'gender', 'lastName', 'phone']);
    expect(next.submitting).toBe(false);
  });

  it('goes from the personal step to the card step when the card is typed on the page', () => {
    const state = { ...initialCheckoutState, ...onStep('personal', plan, person) };
    expect(checkSubmit(state)).toEqual({ kind: 'toPayment' });
    expect(checkoutReducer(state, submitted(state))).toMatchObject({ step: 'payment', submitting: false, toast: null });
  });

  it('purchases from the personal step when the provider takes the card on its own page', () => {
    const state = { ...initialCheckoutState, ...onStep('personal', stripePlan, person) };
    expect(checkSubmit(state)).toEqual({ kind: 'purchase' });
    expect(checkoutReducer(state, submitted(state))).toMatchObject({ step: 'personal', submitting: true });
  });

  it('refuses a card step with a card error, touching the card fields too', () => {
    const state = { ...initialCheckoutState, ...onStep('payment', plan, person) };
    const check = checkSubmit(state);
    expect(check.kind).toBe('invalid');
    const next = checkoutReducer(state, submitted(state));
    expect(next.touched.has('creditCardNumber')).toBe(true);
    expect(next.touched.has('creditCardCvv')).toBe(true);
    expect(next.toast).toBe(check.kind === 'invalid' ? check.message : null);
  });

  it('starts the purchase with a complete card, clearing an earlier message', () => {
    const state = { ...initialCheckoutState, ...onStep('payment', plan, { ...person, ...card }), toast: 'antes' };
    expect(checkoutReducer(state, submitted(state))).toMatchObject({ submitting: true, toast: null });
  });

  it('ignores a submit without a plan or while a purchase runs', () => {
    expect(checkSubmit(initialCheckoutState)).toEqual({ kind: 'ignored' });
    const running = { ...initialCheckoutState, ...onStep('payment', plan, { ...person, ...card }), submitting: true };
    expect(checkSubmit(running)).toEqual({ kind: 'ignored' });
    expect(checkoutReducer(running, submitted(running))).toBe(running);
  });

  it('ends the attempt: confirmed, refused (the captcha token kept) or failed (the token spent)', () => {
    const running = given({ ...onStep('payment', plan, { ...person, ...card }), submitting: true, captchaToken: 't' });
    expect(running.when({ type: 'purchaseConfirmed' })).toMatchObject({
      submitting: false,
      purchased: true,
      step: 'confirmation',
    });
    expect(running.when({ type: 'purchaseRefused', message: 'Invalid checkout type' })).toMatchObject({
      submitting: false,
      toast: 'Invalid checkout type',
      captchaToken: 't',
    });
    expect(running.when({ type: 'purchaseFailed', message: 'Cartão recusado' })).toMatchObject({
      submitting: false,
      toast: 'Cartão recusado',
      captchaToken: null,
    });
    expect(running.when({ type: 'purchaseRedirected' })).toMatchObject({ submitting: false, purchased: false });
  });

  it('dismisses the message', () => {
    expect(given({ toast: 'x' }).when({ type: 'toastDismissed' }).toast).toBeNull();
  });

  it('shows the exit modal once, when the pointer leaves through the top, and keeps it closed', () => {
    const left = { type: 'pointerLeft', pointerY: 0, leftWindow: true } as const;
    expect(given().when({ type: 'pointerLeft', pointerY: 300, leftWindow: true }).exitModal).toBe('hidden');
    expect(given().when({ type: 'pointerLeft', pointerY: 0, leftWindow: false }).exitModal).toBe('hidden');
    expect(given().when(left).exitModal).toBe('shown');
    expect(given().when(left, { type: 'exitModalClosed' }, left).exitModal).toBe('closed');
  });
});
