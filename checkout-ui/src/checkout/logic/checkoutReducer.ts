import type { CheckoutStep } from '@gym/contracts/checkout/constants';
import {
  CARD_FIELDS,
  emptyCheckoutForm,
  validateCheckoutForm,
  type CheckoutField,
  type CheckoutFormValues,
} from '@gym/contracts/checkout/formRules';
import type { CheckoutAccount, CheckoutPlan } from '@gym/contracts/checkout/request';
import type { CheckoutCaptcha } from '../../secureCheckout/CaptchaWidget';
import { DEFAULT_CARD_PROVIDER, type CardProviderInfo } from './cardProvider';
import { exitIntent, isStripe, type ExitModalState, type Variant } from './page';

/** The checkout page's state: the loaded page, where the buyer is, what they typed, and the attempt. */
export interface CheckoutState {
  readonly loading: boolean;
  readonly account: CheckoutAccount | null;
  readonly plans: readonly CheckoutPlan[];
  readonly pageError: string | null;
  /** Secure transparent checkout: the captcha the purchase needs, and the widget's single-use token. */
  readonly captcha: CheckoutCaptcha;
  readonly captchaToken: string | null;
  /** Where the card is tokenized: the card provider, or the second provider when the account prefers it. */
  readonly cardProvider: CardProviderInfo;
  readonly variant: Variant;
  readonly plan: CheckoutPlan | null;
  readonly step: CheckoutStep;
  readonly values: CheckoutFormValues;
  readonly touched: ReadonlySet<CheckoutField>;
  readonly submitting: boolean;
  readonly toast: string | null;
  readonly purchased: boolean;
  /** Where the access went when the CPF's registration has another e-mail (issue 35 item 16), masked. */
  readonly accessSentTo: string | null;
  readonly exitModal: ExitModalState;
}

export const initialCheckoutState: CheckoutState = {
  loading: true,
  account: null,
  plans: [],
  pageError: null,
  captcha: { required: false },
  captchaToken: null,
  cardProvider: DEFAULT_CARD_PROVIDER,
  variant: 'A',
  plan: null,
  step: 'plan',
  values: emptyCheckoutForm(),
  touched: new Set(),
  submitting: false,
  toast: null,
  purchased: false,
  accessSentTo: null,
  exitModal: 'hidden',
};

export type CheckoutAction =
  | {
      readonly type: 'pageLoaded';
      readonly account: CheckoutAccount;
      readonly plans: readonly CheckoutPlan[];
      readonly variant: Variant;
      readonly captcha?: CheckoutCaptcha;
      readonly cardProvider?: CardProviderInfo;
    }
  | { readonly type: 'pageFailed'; readonly message: string }
  | { readonly type: 'loadFinished' }
  | { readonly type: 'planSelected'; readonly plan: CheckoutPlan }
  /** Back from the provider's hosted page with ?purchase=success: already paid. */
  | { readonly type: 'paidOnProvider' }
  | { readonly type: 'stepChosen'; readonly step: 'plan' | 'personal' }
  | { readonly type: 'fieldChanged'; readonly field: keyof CheckoutFormValues; readonly value: string | number }
  | { readonly type: 'fieldTouched'; readonly field: CheckoutField }
  | { readonly type: 'captchaSolved'; readonly token: string | null }
  /** The form was sent: to the next step, refused with its first error, or the purchase starts. */
  | { readonly type: 'submitChecked'; readonly check: SubmitCheck }
  | { readonly type: 'purchaseRefused'; readonly message: string }
  | { readonly type: 'purchaseFailed'; readonly message: string }
  | { readonly type: 'purchaseRedirected' }
  | { readonly type: 'purchaseConfirmed'; readonly accessSentTo?: string | null }
  | { readonly type: 'toastDismissed' }
  | { readonly type: 'pointerLeft'; readonly pointerY: number; readonly leftWindow: boolean }
  | { readonly type: 'exitModalClosed' };

const PERSONAL: readonly CheckoutField[] = ['firstName', 'lastName', 'email', 'cpf', 'gender', 'phone'];

export type SubmitCheck =
  | { readonly kind: 'ignored' }
  | { readonly kind: 'invalid'; readonly message: string; readonly touch: readonly CheckoutField[] }
  | { readonly kind: 'toPayment' }
  | { readonly kind: 'purchase' };

/**
 * What sending the form does: nothing without a plan or while a purchase runs; the personal step's first
 * error; on to the card step when the card is typed here; else every error, or the purchase.
 */
export function checkSubmit(state: CheckoutState): SubmitCheck {
  const { plan, step, values } = state;
  if (!plan || state.submitting) return { kind: 'ignored' };
  const cardOnPage = !isStripe(plan);
  const errors = validateCheckoutForm(values, step === 'payment' && cardOnPage);
  const personalError = PERSONAL.find((field) => errors[field]);
  if (step === 'personal' && personalError)
    return { kind: 'invalid', message: errors[personalError]!, touch: PERSONAL };
  if (step === 'personal' && cardOnPage) return { kind: 'toPayment' };
  const first = Object.values(errors)[0];
  if (first) return { kind: 'invalid', message: first, touch: [...PERSONAL, ...CARD_FIELDS] };
  return { kind: 'purchase' };
}

const touching = (touched: ReadonlySet<CheckoutField>, fields: readonly CheckoutField[]) =>
  fields.every((field) => touched.has(field)) ? touched : new Set([...touched, ...fields]);

/** The page's transitions, pure: effects (requests, tracking, the document's head) live in the hooks. */
export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'pageLoaded':
      return {
        ...state,
        account: action.account,
        plans: action.plans,
        variant: action.variant,
        captcha: action.captcha ?? state.captcha,
        cardProvider: action.cardProvider ?? state.cardProvider,
      };
    case 'pageFailed':
      return { ...state, pageError: action.message };
    case 'loadFinished':
      return { ...state, loading: false };
    case 'planSelected':
      return { ...state, plan: action.plan, step: 'personal' };
    case 'paidOnProvider':
      return { ...state, purchased: true, step: 'confirmation' };
    case 'stepChosen':
      return { ...state, step: action.step };
    case 'fieldChanged':
      return { ...state, values: { ...state.values, [action.field]: action.value } };
    case 'fieldTouched':
      return { ...state, touched: touching(state.touched, [action.field]) };
    case 'captchaSolved':
      return { ...state, captchaToken: action.token };
    case 'submitChecked':
      return submitChecked(state, action.check);
    case 'purchaseRefused':
      return { ...state, submitting: false, toast: action.message };
    case 'purchaseFailed':
      // A captcha token is good once: a failed attempt asks for a new tick.
      return { ...state, submitting: false, toast: action.message, captchaToken: null };
    case 'purchaseRedirected':
      return { ...state, submitting: false };
    case 'purchaseConfirmed':
      return {
        ...state,
        submitting: false,
        purchased: true,
        step: 'confirmation',
        accessSentTo: action.accessSentTo ?? null,
      };
    case 'toastDismissed':
      return { ...state, toast: null };
    case 'pointerLeft': {
      const exitModal = exitIntent(state.exitModal, action.pointerY, action.leftWindow);
      return exitModal === state.exitModal ? state : { ...state, exitModal };
    }
    case 'exitModalClosed':
      return { ...state, exitModal: 'closed' };
    default:
      return assertNever(action);
  }
}

function submitChecked(state: CheckoutState, check: SubmitCheck): CheckoutState {
  switch (check.kind) {
    case 'ignored':
      return state;
    case 'invalid':
      return { ...state, touched: touching(state.touched, check.touch), toast: check.message };
    case 'toPayment':
      return { ...state, step: 'payment' };
    case 'purchase':
      return { ...state, submitting: true, toast: null };
    default:
      return assertNever(check);
  }
}

function assertNever(value: never): never {
  throw new Error(`Unexpected checkout action: ${JSON.stringify(value)}`);
}
