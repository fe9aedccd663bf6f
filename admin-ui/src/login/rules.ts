import { messages } from '@gym/contracts/messages';

/** Spec 000 section 5 'Sign-up and sign-in cards': the card's own simple e-mail rule (2-3 letter suffix). */
const CARD_EMAIL = /^[\w.+-]+@[\w-]+(\.[\w-]+)*\.[A-Za-z]{2,3}$/;

export type CardField = 'fullName' | 'email' | 'password';

export function checkCardField(field: CardField, value: string): string | null {
  const text = value.trim();
  if (!text) return messages.required;
  switch (field) {
    case 'fullName':
      return text.split(/\s+/).length >= 2 ? null : messages.signInNameTwoWords;
    case 'email':
      return CARD_EMAIL.test(text) ? null : messages.signInInvalidEmail;
    case 'password':
      return value.length >= 8 ? null : messages.signInPasswordMin;
    default: {
      const unreachable: never = field;
      return unreachable;
    }
  }
}

/** 'Maria da Silva' → name 'Maria', lastName 'da Silva'. */
export function splitFullName(fullName: string): { name: string; lastName: string } {
  const [name = '', ...rest] = fullName.trim().split(/\s+/);
  return { name, lastName: rest.join(' ') };
}
