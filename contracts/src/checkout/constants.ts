/** Checkout constants of spec 002 section 9, shared by the page and the server. */

/** The urgency banner counts down from 14:59. */
export const CHECKOUT_COUNTDOWN_SECONDS = 14 * 60 + 59;
export const GUARANTEE_DAYS = 7;
/** Structured-data offers are valid for 30 days; a 7-day return policy is stated when installments exceed 1. */
export const PRICE_VALID_DAYS = 30;
export const RETURN_POLICY_DAYS = 7;
/** The sticky call-to-action: after half a viewport of scrolling, hidden above 768 px. */
export const STICKY_CTA_SCROLL_FRACTION = 0.5;
export const STICKY_CTA_MAX_WIDTH = 768;
/** Minimum lengths of the enhanced form (characters, masks included). */
export const CARD_NUMBER_MIN = 19;
export const CARD_EXPIRY_MIN = 5;
export const CARD_CVV_MIN = 3;
export const FIRST_NAME_MIN = 2;
export const LAST_NAME_MIN = 2;
export const CARD_NAME_MIN = 3;
/** The store value that marks a provider-hosted (redirect) checkout. */
export const STRIPE_STORE = 'stripe';

export const CHECKOUT_STEPS = ['plan', 'personal', 'payment', 'confirmation'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** Theme defaults (spec 002 section 9); an account's own theme overrides any of them. */
export const CHECKOUT_THEME_DEFAULTS = {
  text: '#333333',
  background: '#EEEEEE',
  primary: '#039be5',
  primaryText: '#FFF',
  margin: '10px',
  radius: '4px',
  h1: '32px',
  h2: '28px',
  small: '10px',
} as const;
export type CheckoutTheme = { -readonly [K in keyof typeof CHECKOUT_THEME_DEFAULTS]: string };

/** Social-proof buckets of the account's member count (spec 002 section 9). */
export const SOCIAL_PROOF_BUCKETS = [
  '0',
  '1-10',
  '10-50',
  '50-100',
  '100-500',
  '500-1.000',
  '1.000-5.000',
  '5.000-10.000',
  '10.000+',
] as const;
