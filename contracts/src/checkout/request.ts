import { z } from 'zod';
import { cardBrands } from '../validation/cardBrand.ts';
import { isValidCpf } from '../validation/cpf.ts';
import { onlyDigits } from '../validation/digits.ts';
import { isValidEmail } from '../validation/email.ts';
import { isValidBrazilianPhone } from '../validation/phone.ts';
import { FIRST_NAME_MIN, LAST_NAME_MIN } from './constants.ts';
import { checkoutMessages as m } from './messages.ts';

const text = (required: string) => z.string({ message: required }).trim().min(1, required);

/**
 * The purchase request (spec 002 'Checkout request') with one deviation: `payment` carries the
 * provider's card token, the brand, the last four digits and the installments instead of the card
 * number, expiry and CVV, which go from the browser to the provider only (PCI DSS SAQ A; docs/checkout.md).
 */
export const checkoutRequestSchema = z.object({
  checkout: z.object({
    plan_code: text(m.planNotFound).max(64),
    plan: z.unknown().optional(),
    customer: z.object({
      name: text(m.nameRequired).min(FIRST_NAME_MIN, m.nameTooShort).max(100),
      last_name: text(m.lastNameRequired).min(LAST_NAME_MIN, m.lastNameTooShort).max(100),
      gender: z.enum(['Feminino', 'Masculino'], { message: m.genderRequired }),
      email: text(m.emailRequired)
        .max(254)
        .refine(isValidEmail, m.emailInvalid)
        .transform((v) => v.toLowerCase()),
      cpf: text(m.cpfRequired).refine(isValidCpf, m.invalidCpf).transform(onlyDigits),
      phone: text(m.phoneRequired).refine(isValidBrazilianPhone, m.invalidPhone).transform(onlyDigits),
    }),
    payment: z
      .object({
        card_token: z.string().min(8).max(200),
        credit_card_label: z.enum([...cardBrands, 'none']),
        last_four: z.string().regex(/^\d{4}$/),
        installments: z
          .number({ message: m.installmentsInvalid })
          .int(m.installmentsInvalid)
          .min(1, m.installmentsInvalid)
          .max(24, m.installmentsInvalid),
      })
      .strict()
      .optional(),
  }),
  authenticity_token: z.string().optional(),
});
export type CheckoutRequest = z.output<typeof checkoutRequestSchema>;

/** Raw card fields of the seed's shape, refused without being read further. */
export const RAW_CARD_FIELDS = ['credit_card_number', 'cvv', 'expire_date'] as const;

/** The public plan of the lookup (spec 002 'Checkout plan'); money in cents. */
export interface CheckoutPlan {
  readonly code: string;
  readonly name: string;
  readonly description: string | null;
  readonly value: number;
  readonly installments: number;
  readonly store: string | null;
  readonly externalPlans: readonly string[];
  readonly cover: { readonly uri: string } | null;
}

/** What the page shows of the account, with its plans for variant A's dropdown. */
export interface CheckoutAccount {
  readonly code: string;
  readonly name: string;
  readonly label: string;
  readonly shortDescription: string | null;
  readonly image: string | null;
  readonly usersSize: number;
  readonly theme: Partial<Record<string, string>> | null;
  readonly variant: 'A' | 'B' | null;
}

export interface CheckoutResponse {
  readonly checkout_type: 'transparent' | 'redirect';
  readonly url: string | null;
  /**
   * Issue 35 item 16: where the access went when it was not the e-mail typed (the CPF belongs to a student already
   * registered with another e-mail: the purchase is theirs, and so is the e-mail), masked ('c***a@exemplo.com.br');
   * absent otherwise.
   */
  readonly access_sent_to?: string;
}
