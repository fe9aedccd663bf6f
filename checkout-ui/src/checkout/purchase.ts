import { cardLabelOf } from '@gym/contracts/checkout/formRules';
import { checkoutMessages as m } from '@gym/contracts/checkout/messages';
import type { CheckoutPlan } from '@gym/contracts/checkout/request';
import { onlyDigits } from '@gym/contracts/validation/digits';
import { RequestError, submitPurchase, tokenizeCard } from './api';
import type { CheckoutAction, CheckoutState } from './logic/checkoutReducer';
import { isStripe, purchaseOutcome } from './logic/page';
import type { TrackingEvent } from './logic/tracking';

export type Emit = (event: TrackingEvent, extra?: Record<string, unknown>) => void;

/**
 * One purchase attempt: the card to the provider's tokenization (when typed here), then the purchase
 * under the attempt's idempotency key. Answers the action that ends the attempt.
 */
export async function purchase(
  state: CheckoutState & { readonly plan: CheckoutPlan },
  attemptKey: { current: string | null },
  emit: Emit,
): Promise<CheckoutAction> {
  const { plan, values, captchaToken } = state;
  attemptKey.current ??= crypto.randomUUID();
  try {
    let payment: Record<string, unknown> | undefined;
    if (!isStripe(plan)) {
      const card = await tokenizeCard(state.cardProvider, {
        number: onlyDigits(values.creditCardNumber),
        holder_name: values.creditCardName,
        expiry: values.creditCardExpired,
        cvv: values.creditCardCvv,
      });
      emit('add_payment_info', { payment_type: 'credit_card', card_brand: card.brand });
      payment = {
        card_token: card.token,
        credit_card_label: cardLabelOf(values.creditCardNumber),
        last_four: card.last4,
        installments: values.installments,
      };
    }
    const customer = {
      name: values.firstName.trim(),
      last_name: values.lastName.trim(),
      gender: values.gender,
      email: values.email.trim(),
      cpf: values.cpf,
      phone: values.phone,
    };
    const answer = await submitPurchase(
      {
        checkout: { plan_code: plan.code, plan: plan.name, customer, ...(payment ? { payment } : {}) },
        ...(captchaToken ? { captcha_token: captchaToken } : {}),
      },
      attemptKey.current,
    );
    const outcome = purchaseOutcome(plan, answer);
    if (outcome.kind === 'error') return { type: 'purchaseRefused', message: outcome.message };
    if (outcome.kind === 'redirect') {
      window.location.assign(outcome.url);
      return { type: 'purchaseRedirected' };
    }
    emit('purchase', { transaction_id: attemptKey.current, installments: values.installments });
    attemptKey.current = null;
    return { type: 'purchaseConfirmed', accessSentTo: answer.access_sent_to ?? null };
  } catch (error) {
    // A refusal ends this attempt (a new key for the next); a network failure may be retried with the same key.
    if (!(error instanceof RequestError) || error.status !== 0) attemptKey.current = null;
    return { type: 'purchaseFailed', message: error instanceof Error ? error.message : m.networkFailed };
  }
}
