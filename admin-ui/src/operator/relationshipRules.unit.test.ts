import { describe, expect, it } from 'vitest';
import { discountError, usageText } from './relationshipRules';

describe('account-plan relationship form (issue 35)', () => {
  it('refuses a percentual discount above 100', () => {
    expect(discountError('150')).toBe('O desconto percentual vai de 0 a 100');
    expect(discountError('100')).toBeNull();
    expect(discountError('')).toBeNull();
  });
  it("says what the preview counted, in the plan type's words", () => {
    expect(usageText('filials', { users: 9, filials: 2, revenueCents: 0 })).toBe('2 filiais');
    expect(usageText('users', { users: 1, filials: 0, revenueCents: 0 })).toBe('1 aluno ativo');
    expect(usageText('revenue_payment_online', { users: 0, filials: 0, revenueCents: 15_000 })).toBe(
      'R$ 150,00 de receita online',
    );
  });
});
