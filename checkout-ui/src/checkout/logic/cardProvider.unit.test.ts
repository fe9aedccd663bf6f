import { checkoutMessages } from '@gym/contracts/checkout/messages';
import { describe, expect, it } from 'vitest';
import { pagarmeBrand, pagarmeTokenError, pagarmeTokenRequest } from './cardProvider.ts';

describe('the card tokenized at the second provider (Pagar.me core v5)', () => {
  it('builds the public-key request from the typed card', () => {
    expect(
      pagarmeTokenRequest(
        { tokenizeUrl: 'https://api.exemplo/core/v5/tokens', publicKey: 'pk_test_1' },
        { number: '4111111111111111', holder_name: 'JOANA', expiry: '08/31', cvv: '123' },
      ),
    ).toEqual({
      url: 'https://api.exemplo/core/v5/tokens?appId=pk_test_1',
      body: {
        type: 'card',
        card: { number: '4111111111111111', holder_name: 'JOANA', exp_month: 8, exp_year: 31, cvv: '123' },
      },
    });
  });

  it('maps brands and refusals to the page words', () => {
    expect(pagarmeBrand('Visa')).toBe('visa');
    expect(pagarmeBrand('Amex')).toBe('american_express');
    expect(pagarmeBrand(undefined)).toBe('none');
    expect(pagarmeTokenError({ errors: { 'request.card.cvv': ['x'] } })).toBe(checkoutMessages.cvvInvalid);
    expect(pagarmeTokenError({ errors: { 'request.card.number': ['x'] } })).toBe(checkoutMessages.cardNumberInvalid);
    expect(pagarmeTokenError({ errors: { 'request.card': ['Card expired.'] } })).toBe(checkoutMessages.expiryInvalid);
    expect(pagarmeTokenError({ errors: { 'request.card.holder_name': ['x'] } })).toBe(
      checkoutMessages.cardNameTooShort,
    );
  });
});
