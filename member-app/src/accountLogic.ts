import { formatBRL } from '@gym/contracts/validation/money';

/**
 * The member app's plan, payment and profile rules apart from React (unit-tested in accountLogic.unit.test.ts):
 * which plan is the active one, the overdue total, the phone mask, the photo's type and size.
 */

export interface MemberPayment {
  readonly id: string;
  readonly date: string;
  readonly value: number;
  readonly received: boolean;
  readonly status: 'paid' | 'open' | 'overdue' | 'writtenOff';
}
export interface MemberPlan {
  readonly id: string;
  readonly name: string;
  readonly status: string;
  readonly statusLabel: string;
  readonly startDate: string;
  readonly endDate: string | null;
  readonly total: number;
  readonly card: { readonly brand: string; readonly last4: string } | null;
  readonly overdueAmount: number;
  readonly planPayments: readonly MemberPayment[];
}

export const brl = (cents: number): string => formatBRL(cents);

/** The plan the app shows first: an active one (the latest started), else one with something overdue, else none. */
export function activePlan(plans: readonly MemberPlan[]): MemberPlan | null {
  return (
    plans.find((p) => p.status === 'active') ??
    plans.find((p) => p.overdueAmount > 0) ??
    plans.find((p) => p.status === 'pending' || p.status === 'payment_pending') ??
    null
  );
}

/** The phone mask (99) 99999-9999 of the checkout (contracts' masks), applied while typing. */
export { maskPhone } from '@gym/contracts/validation/masks';
export { maskCardNumber, maskCvv, maskExpiry } from '@gym/contracts/checkout/formRules';

/** Spec 001 section 9: images are jpeg, png or gif, at most 10 MB (the `avatars` folder's kind). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const PHOTO_MAX_BYTES = 10_485_760;

/** The spec's upload refusal for a chosen photo, or null when it may be sent. */
export function photoError(file: { type: string; size: number }): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type.toLowerCase()))
    return 'Esse formato de arquivo não é aceito';
  if (file.size > PHOTO_MAX_BYTES) return 'Seu arquivo é muito grande. Ele precisa ter no máximo 10 MB';
  return null;
}

/** The card form before tokenizing: 13 to 19 digits, MM/AA, 3 or 4 digit CVV, a name. */
export function cardComplete(card: { number: string; name: string; expiry: string; cvv: string }): boolean {
  const digits = card.number.replace(/\D/g, '');
  return (
    digits.length >= 13 &&
    digits.length <= 19 &&
    card.name.trim().length >= 3 &&
    /^(0[1-9]|1[0-2])\/\d{2}$/.test(card.expiry) &&
    /^\d{3,4}$/.test(card.cvv)
  );
}
