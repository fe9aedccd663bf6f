// zod's own messages in pt-BR in this screen's chunk too (issue 35).
import '@gym/contracts/security/zodLocale';
import {
  registrationMessages as m,
  registrationStep1Schema,
  registrationStep2Schema,
  registrationStep3Schema,
} from '@gym/contracts/accounts/registration';
import { onlyDigits } from '@gym/contracts/validation/index';
import type { RegistrationPayload } from '../dataProvider/registration';

export type Step = 1 | 2 | 3;

export interface WizardValues {
  fullName: string;
  email: string;
  phone: string;
  password: string;
  /** issue 35: 'personal' (default) or 'gym', asked in step 2. */
  accountType: string;
  category: string;
  subcategory: string;
  atuationType: string;
  cref: string;
  cpf: string;
  zipcode: string;
  street: string;
  number: string;
  complement: string;
  neighborhood: string;
  city: string;
  state: string;
  avatar: string;
}
export type WizardField = keyof WizardValues;

export const emptyWizard: WizardValues = {
  fullName: '',
  email: '',
  phone: '',
  password: '',
  accountType: 'personal',
  category: '',
  subcategory: '',
  atuationType: '',
  cref: '',
  cpf: '',
  zipcode: '',
  street: '',
  number: '',
  complement: '',
  neighborhood: '',
  city: '',
  state: '',
  avatar: '',
};

export const stepFields: Record<Step, readonly WizardField[]> = {
  1: ['fullName', 'email', 'phone', 'password'],
  2: ['accountType', 'category', 'subcategory', 'atuationType', 'cref'],
  3: ['cpf', 'zipcode', 'street', 'number', 'complement', 'neighborhood', 'city', 'state', 'avatar'],
};

/** 'Maria da Silva' → name 'Maria', lastName 'da Silva'. */
export function splitName(fullName: string): { name: string; lastName: string } {
  const [name = '', ...rest] = fullName.trim().split(/\s+/);
  return { name, lastName: rest.join(' ') };
}

const blankToNull = (v: string) => (v.trim() ? v.trim() : null);

export function toPayload(values: WizardValues, passwordHidden: boolean): RegistrationPayload {
  return {
    ...splitName(values.fullName),
    email: values.email.trim(),
    phone: values.phone,
    password: passwordHidden ? null : values.password,
    accountType: values.accountType,
    atuationType: values.atuationType,
    category: values.category,
    subcategory: values.subcategory,
    cref: blankToNull(values.cref),
    cpf: values.cpf,
    avatar: blankToNull(values.avatar),
    zipcode: values.zipcode,
    street: values.street,
    number: values.number,
    complement: blankToNull(values.complement),
    neighborhood: values.neighborhood,
    city: values.city,
    state: values.state,
  };
}

const schemas = { 1: registrationStep1Schema, 2: registrationStep2Schema, 3: registrationStep3Schema } as const;

/** The step's field messages (spec 000 'Registration wizard'), keyed by the wizard's field names. */
export function stepErrors(
  step: Step,
  values: WizardValues,
  passwordHidden: boolean,
): Partial<Record<WizardField, string>> {
  const payload = toPayload(values, passwordHidden);
  const input = step === 1 && !passwordHidden ? { ...payload, password: values.password } : payload;
  const result = schemas[step].safeParse(input);
  const errors: Partial<Record<WizardField, string>> = {};
  if (step === 1) {
    if (values.fullName.trim().split(/\s+/).filter(Boolean).length < 2) errors.fullName = m.nameTwoWords;
    if (!passwordHidden && values.password.length < 8) errors.password = m.passwordMin;
  }
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? '');
      const field: WizardField | null =
        key === 'name' || key === 'lastName' ? 'fullName' : key in emptyWizard ? (key as WizardField) : null;
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  return errors;
}

/**
 * Spec 000 step gates: step 1 needs name, e-mail, phone and a password of 8 or more; step 2 needs
 * category and atuation type; step 3 needs cpf, zipcode, street, number, neighborhood, city and state.
 */
export function gatePassed(step: Step, values: WizardValues, passwordHidden: boolean): boolean {
  const filled = (...fields: WizardField[]) => fields.every((f) => values[f].trim() !== '');
  switch (step) {
    case 1:
      return filled('fullName', 'email', 'phone') && (passwordHidden || values.password.length >= 8);
    case 2:
      return filled('category', 'atuationType');
    case 3:
      return filled('cpf', 'zipcode', 'street', 'number', 'neighborhood', 'city', 'state');
    default: {
      const unreachable: never = step;
      return unreachable;
    }
  }
}

/** The step actually shown when `requested` is entered: the first earlier step still incomplete. */
export function allowedStep(requested: Step, values: WizardValues, passwordHidden: boolean): Step {
  for (const earlier of [1, 2] as const) {
    if (earlier < requested && !gatePassed(earlier, values, passwordHidden)) return earlier;
  }
  return requested;
}

/** A zipcode of exactly 8 digits triggers the address lookup (spec 000 section 9). */
export const zipcodeReady = (value: string) => onlyDigits(value).length === 8;
