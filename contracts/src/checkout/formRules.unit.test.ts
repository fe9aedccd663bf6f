import { cardBrandName } from '../validation/cardBrand.ts';
import { describe, expect, it } from 'vitest';
import {
  emptyCheckoutForm,
  installmentOptions,
  maskCardNumber,
  maskCvv,
  maskExpiry,
  validateCheckoutField,
  validateCheckoutForm,
} from './formRules.ts';

const now = new Date('2026-11-24T12:00:00Z');
const v = (field: Parameters<typeof validateCheckoutField>[0], value: string) =>
  validateCheckoutField(field, value, now);

describe('checkout form rules (spec 002 basic and enhanced forms)', () => {
  it('validates e-mail, names, CPF and phone with the messages and success hints', () => {
    expect(v('email', '')).toEqual({ error: 'E-mail é obrigatório', hint: null });
    expect(v('email', 'ana@')).toEqual({ error: 'Digite um e-mail válido', hint: null });
    expect(v('email', 'ana@exemplo.com.br')).toEqual({ error: null, hint: 'E-mail válido' });
    expect(v('firstName', '').error).toBe('Nome é obrigatório');
    expect(v('firstName', 'A').error).toBe('Nome muito curto');
    expect(v('lastName', 'S').error).toBe('Sobrenome muito curto');
    expect(v('lastName', '').error).toBe('Sobrenome é obrigatório');
    expect(v('cpf', '').error).toBe('CPF é obrigatório');
    expect(v('cpf', '000.000.000-00').error).toBe('Digite um CPF válido');
    expect(v('cpf', '529.982.247-25')).toEqual({ error: null, hint: 'CPF válido' });
    expect(v('phone', '').error).toBe('Telefone é obrigatório');
    expect(v('phone', '(11) 88765-4321').error).toBe('Digite um telefone válido');
    expect(v('phone', '(11) 98765-4321').hint).toBe('Telefone válido');
    expect(v('phone', '(11) 3456-7890').error).toBeNull();
  });

  it('validates the card fields by their minimum lengths', () => {
    expect(v('creditCardNumber', '').error).toBe('Número do cartão é obrigatório');
    expect(v('creditCardNumber', '4111 1111 1111 111').error).toBe('Número do cartão inválido');
    expect(v('creditCardNumber', '4111 1111 1111 1111').error).toBeNull();
    expect(v('creditCardName', '').error).toBe('Nome no cartão é obrigatório');
    expect(v('creditCardName', 'AB').error).toBe('Nome muito curto');
    expect(v('creditCardExpired', '').error).toBe('Validade é obrigatória');
    expect(v('creditCardExpired', '12/2').error).toBe('Data inválida');
    expect(v('creditCardExpired', '13/30').error).toBe('Data inválida');
    expect(v('creditCardExpired', '10/26').error).toBe('Data inválida');
    expect(v('creditCardExpired', '11/26').error).toBeNull();
    expect(v('creditCardCvv', '').error).toBe('CVV é obrigatório');
    expect(v('creditCardCvv', '12').error).toBe('CVV inválido');
  });

  it('requires the card fields only when the plan is paid on the page', () => {
    const values = {
      ...emptyCheckoutForm(),
      firstName: 'Ana',
      lastName: 'Souza',
      email: 'ana@exemplo.com.br',
      cpf: '529.982.247-25',
      gender: 'Feminino' as const,
      phone: '(11) 98765-4321',
    };
    expect(validateCheckoutForm(values, false, now)).toEqual({});
    expect(Object.keys(validateCheckoutForm(values, true, now))).toEqual([
      'creditCardNumber',
      'creditCardName',
      'creditCardExpired',
      'creditCardCvv',
    ]);
  });

  it('masks card, expiry and CVV', () => {
    expect(maskCardNumber('4111111111111111999')).toBe('4111 1111 1111 1111');
    expect(maskCardNumber('41111')).toBe('4111 1');
    expect(maskExpiry('1239')).toBe('12/39');
    expect(maskExpiry('1')).toBe('1');
    expect(maskCvv('12a34')).toBe('123');
  });

  it('masks and accepts Amex (15 digits, 4-digit code) and Diners (14) by their own lengths (issue 35 item 15)', () => {
    expect(maskCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(maskCardNumber('3782822463100059999')).toBe('3782 822463 10005');
    expect(maskCardNumber('30569309025904')).toBe('3056 930902 5904');
    expect(validateCheckoutField('creditCardNumber', '3782 822463 10005').error).toBeNull();
    expect(validateCheckoutField('creditCardNumber', '3056 930902 5904').error).toBeNull();
    expect(validateCheckoutField('creditCardNumber', '4111 1111 1111 111').error).toBe('Número do cartão inválido');
    expect(validateCheckoutField('creditCardNumber', '3782 822463 1000').error).toBe('Número do cartão inválido');
    expect(maskCvv('12345', '3782 822463 10005')).toBe('1234');
    expect(maskCvv('12345', '4111 1111 1111 1111')).toBe('123');
    expect(cardBrandName('american_express')).toBe('American Express');
    expect(cardBrandName('jcb')).toBe('JCB');
    expect(cardBrandName('diners_club')).toBe('Diners Club');
  });

  it("lists installment options 'Nx de R$ value/N' with comma decimals", () => {
    expect(installmentOptions(10000, 3)).toEqual([
      { value: 1, label: '1x de R$ 100,00' },
      { value: 2, label: '2x de R$ 50,00' },
      { value: 3, label: '3x de R$ 33,33' },
    ]);
    expect(installmentOptions(5000, 0)).toEqual([{ value: 1, label: '1x de R$ 50,00' }]);
  });
});
