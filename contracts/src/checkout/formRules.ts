import { cardCvvLength, cardNumberLengths, detectCardBrand, type CardBrand } from '../validation/cardBrand.ts';
import { isValidCpf } from '../validation/cpf.ts';
import { onlyDigits } from '../validation/digits.ts';
import { isValidEmail } from '../validation/email.ts';
import { formatBRL } from '../validation/money.ts';
import { isValidBrazilianPhone } from '../validation/phone.ts';
import { CARD_CVV_MIN, CARD_EXPIRY_MIN, CARD_NAME_MIN, FIRST_NAME_MIN, LAST_NAME_MIN } from './constants.ts';
import { checkoutMessages as m } from './messages.ts';

/** The checkout form's values (spec 002 'Checkout form values'), as typed (masked). */
export interface CheckoutFormValues {
  firstName: string;
  lastName: string;
  email: string;
  cpf: string;
  gender: '' | 'Feminino' | 'Masculino';
  phone: string;
  creditCardNumber: string;
  creditCardName: string;
  creditCardExpired: string;
  creditCardCvv: string;
  installments: number;
}
export type CheckoutField = Exclude<keyof CheckoutFormValues, 'installments'>;

export const emptyCheckoutForm = (): CheckoutFormValues => ({
  firstName: '',
  lastName: '',
  email: '',
  cpf: '',
  gender: '',
  phone: '',
  creditCardNumber: '',
  creditCardName: '',
  creditCardExpired: '',
  creditCardCvv: '',
  installments: 1,
});

export const CARD_FIELDS: readonly CheckoutField[] = [
  'creditCardNumber',
  'creditCardName',
  'creditCardExpired',
  'creditCardCvv',
];

/** One field's verdict: an error, or the success hint the enhanced form shows ('E-mail válido', ...). */
export interface FieldVerdict {
  readonly error: string | null;
  readonly hint: string | null;
}
const error = (message: string): FieldVerdict => ({ error: message, hint: null });
const ok = (hint: string | null = null): FieldVerdict => ({ error: null, hint });

/** "MM/YY" with a real month, not before the current month. */
export function isValidExpiry(value: string, now: Date): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getFullYear() * 12 + now.getMonth() + 1;
}

/** Live validation of one field, with the enhanced form's messages and the basic form's CPF and phone rules. */
export function validateCheckoutField(field: CheckoutField, raw: string, now: Date = new Date()): FieldVerdict {
  const value = raw.trim();
  switch (field) {
    case 'email':
      if (!value) return error(m.emailRequired);
      return isValidEmail(value) ? ok(m.emailValid) : error(m.emailInvalid);
    case 'firstName':
      if (!value) return error(m.nameRequired);
      return value.length < FIRST_NAME_MIN ? error(m.nameTooShort) : ok();
    case 'lastName':
      if (!value) return error(m.lastNameRequired);
      return value.length < LAST_NAME_MIN ? error(m.lastNameTooShort) : ok();
    case 'cpf':
      if (!value) return error(m.cpfRequired);
      return isValidCpf(value) ? ok(m.cpfValid) : error(m.invalidCpf);
    case 'phone':
      if (!value) return error(m.phoneRequired);
      return isValidBrazilianPhone(value) ? ok(m.phoneValid) : error(m.invalidPhone);
    case 'gender':
      return value === 'Feminino' || value === 'Masculino' ? ok() : error(m.genderRequired);
    case 'creditCardNumber': {
      if (!value) return error(m.cardNumberRequired);
      // The length the number's brand has (Amex 15, Diners 14), not the 16 of a Visa's mask.
      const digits = onlyDigits(value).length;
      return cardNumberLengths(detectCardBrand(value)).includes(digits) ? ok() : error(m.cardNumberInvalid);
    }
    case 'creditCardName':
      if (!value) return error(m.cardNameRequired);
      return value.length < CARD_NAME_MIN ? error(m.cardNameTooShort) : ok();
    case 'creditCardExpired':
      if (!value) return error(m.expiryRequired);
      return value.length < CARD_EXPIRY_MIN || !isValidExpiry(value, now) ? error(m.expiryInvalid) : ok();
    case 'creditCardCvv':
      if (!value) return error(m.cvvRequired);
      return value.length < CARD_CVV_MIN ? error(m.cvvInvalid) : ok();
    // Amex's four digits are checked with the number: this rule sees only the code.
    default: {
      const unreachable: never = field;
      return unreachable;
    }
  }
}

/** Every field's error (card fields only when the plan is paid on this page, i.e. its store is not 'stripe'). */
export function validateCheckoutForm(
  values: CheckoutFormValues,
  cardRequired: boolean,
  now: Date = new Date(),
): Partial<Record<CheckoutField, string>> {
  const fields: CheckoutField[] = [
    'firstName',
    'lastName',
    'email',
    'cpf',
    'gender',
    'phone',
    ...(cardRequired ? CARD_FIELDS : []),
  ];
  const errors: Partial<Record<CheckoutField, string>> = {};
  for (const field of fields) {
    const verdict = validateCheckoutField(field, values[field], now);
    if (verdict.error) errors[field] = verdict.error;
  }
  return errors;
}

/**
 * Card mask by brand: Amex 9999 999999 99999 (15), Diners 9999 999999 9999 (14), the others 9999 9999 9999 9999
 * (up to 19 for the brands that issue longer numbers).
 */
export function maskCardNumber(value: string): string {
  const brand = detectCardBrand(value);
  const digits = onlyDigits(value).slice(0, Math.max(...cardNumberLengths(brand)));
  if (brand === 'american_express' || (brand === 'diners_club' && digits.length <= 14)) {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10)].filter(Boolean).join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}
/** Expiry mask 99/99. */
export function maskExpiry(value: string): string {
  const d = onlyDigits(value).slice(0, 4);
  return d.length <= 2 ? d : `${d.slice(0, 2)}/${d.slice(2)}`;
}
/** CVV: 3 digits, 4 for an Amex (the card's number tells: `cardNumber`). */
export function maskCvv(value: string, cardNumber = ''): string {
  return onlyDigits(value).slice(0, cardCvvLength(detectCardBrand(cardNumber)));
}

/** The brand the card's number shows, or 'none' (spec 002 'Card brands detected'). */
export function cardLabelOf(number: string): CardBrand | 'none' {
  return detectCardBrand(number) || 'none';
}

/** Installment options 1..max, each 'Nx de R$ value/N' with comma decimals. */
export function installmentOptions(
  valueCents: number,
  maxInstallments: number,
): Array<{ value: number; label: string }> {
  const max = Math.max(1, Math.floor(maxInstallments));
  return Array.from({ length: max }, (_, i) => {
    const n = i + 1;
    return { value: n, label: `${n}x de ${formatBRL(Math.round(valueCents / n))}` };
  });
}
