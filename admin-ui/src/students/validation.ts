import { isValidCpf, isValidEmail, onlyDigits } from '@gym/contracts/validation/index';
import { messages } from '@gym/contracts/messages';

/** Client checks mirroring the server's UserInput schema (spec 002 section 5 'Student edit'). */
export const validateEmail = (value: unknown) =>
  typeof value === 'string' && value.trim() && !isValidEmail(value.trim()) ? messages.invalidEmail : undefined;

export const validateCpf = (value: unknown) =>
  typeof value === 'string' && onlyDigits(value) && !isValidCpf(value.trim()) ? messages.invalidCpf : undefined;

/** The mask leaves '+55' in an emptied field: only a number with more than the country code counts. */
export const validatePhone = (value: unknown) => {
  const digits = typeof value === 'string' ? onlyDigits(value) : '';
  return digits.length > 2 && (digits.length < 10 || digits.length > 13) ? messages.invalidPhone : undefined;
};

export const validateHeight = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? undefined
    : Number.isInteger(Number(value)) && Number(value) >= 1 && Number(value) <= 300
      ? undefined
      : messages.invalidHeight;
