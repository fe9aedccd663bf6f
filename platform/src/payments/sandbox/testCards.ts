/**
 * The sandbox's documented test cards (docs/checkout.md). Any other number that passes the Luhn
 * check is approved; a number that fails it is refused at tokenization.
 */
export type SandboxOutcome =
  | { kind: 'approve' }
  | { kind: 'decline'; code: string; message: string }
  | { kind: 'fail' };

export const SANDBOX_TEST_CARDS: Readonly<Record<string, { readonly outcome: SandboxOutcome; readonly note: string }>> =
  {
    '4111111111111111': { outcome: { kind: 'approve' }, note: 'Visa, aprovado' },
    '5555555555554444': { outcome: { kind: 'approve' }, note: 'Mastercard, aprovado' },
    '6362970000457013': { outcome: { kind: 'approve' }, note: 'Elo, aprovado' },
    '4000000000000002': {
      outcome: { kind: 'decline', code: 'card_declined', message: 'Cartão recusado pelo banco emissor.' },
      note: 'Visa, recusado',
    },
    '4000000000009995': {
      outcome: { kind: 'decline', code: 'insufficient_funds', message: 'Saldo insuficiente.' },
      note: 'Visa, saldo insuficiente',
    },
    '4000000000000119': { outcome: { kind: 'fail' }, note: 'Visa, falha do provedor (erro de processamento)' },
  };

export function outcomeOf(cardNumber: string): SandboxOutcome {
  return SANDBOX_TEST_CARDS[cardNumber]?.outcome ?? { kind: 'approve' };
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}
