import { describe, expect, it } from 'vitest';
import { detectCardBrand } from './cardBrand.ts';
import { isValidCep } from './cep.ts';
import { isValidCnpj } from './cnpj.ts';
import { isValidCpf } from './cpf.ts';
import { formatDate, toSaoPauloDate } from './date.ts';
import { isValidEmail } from './email.ts';
import { maskInternationalPhone } from './masks.ts';
import { mod11CheckDigit } from './mod11.ts';
import { parseBRLToCents } from './money.ts';
import { isValidBrazilianPhone } from './phone.ts';

// The validators at their edges (found by mutation testing, docs/testing.md).
const notAString = 12345678901 as unknown as string;

describe('documents: both check digits count', () => {
  it('given a CPF whose first check digit is wrong but whose second is computed over it, then invalid', () => {
    // 529.982.247-25 is valid; with 3 as first digit the second one, computed over it, is 3.
    expect(mod11CheckDigit('5299822473', [11, 10, 9, 8, 7, 6, 5, 4, 3, 2])).toBe(3);
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('529.982.247-33')).toBe(false);
  });

  it('given a CNPJ whose first check digit is wrong but whose second is computed over it, then invalid; spaces around are ignored', () => {
    expect(mod11CheckDigit('1122233300019', [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])).toBe(0);
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-90')).toBe(false);
    expect(isValidCnpj('  11.222.333/0001-81  ')).toBe(true);
  });

  it('given something that is not text, then every validator answers false or null (never throws)', () => {
    expect(isValidCpf(notAString)).toBe(false);
    expect(isValidCnpj(notAString)).toBe(false);
    expect(isValidCep(notAString)).toBe(false);
    expect(detectCardBrand(notAString)).toBe(false);
    expect(parseBRLToCents(notAString)).toBeNull();
    expect(formatDate(notAString)).toBe('');
    expect(maskInternationalPhone(null as unknown as string)).toBe('');
  });
});

describe('dates in São Paulo at their edges', () => {
  it('given 29 February, then only leap years have it (1900 no, 2000 yes)', () => {
    expect(toSaoPauloDate('1900-02-29')).toBe('');
    expect(toSaoPauloDate('2000-02-29')).toBe('2000-02-29');
    expect(toSaoPauloDate('2024-02-29')).toBe('2024-02-29');
    expect(toSaoPauloDate('2000-02-29T12:00:00Z')).toBe('2000-02-29');
    expect(toSaoPauloDate(new Date('2000-02-29T12:00:00Z'))).toBe('2000-02-29');
  });

  it('given the first and the last years written with four digits, then they are dates', () => {
    expect(toSaoPauloDate('9999-12-31T12:00:00Z')).toBe('9999-12-31');
    expect(toSaoPauloDate('0000-06-15T12:00:00Z')).toBe('0000-06-15');
  });

  it('given offsets with minutes, with or without a colon, lower-case z, no seconds, or spaces around, then the instant is read exactly', () => {
    expect(toSaoPauloDate('2026-11-23T03:20:00+00:30')).toBe('2026-11-22'); // 02:50Z = 23:50 on the 22nd
    expect(toSaoPauloDate('2026-11-23T03:20:00+0030')).toBe('2026-11-22');
    expect(toSaoPauloDate('2026-11-24T02:00:00+23:00')).toBe('2026-11-23'); // 03:00Z on the 23rd = 00:00 there
    expect(toSaoPauloDate('2026-11-23T03:59:00+00:59')).toBe('2026-11-23');
    expect(toSaoPauloDate('2026-11-23T03:00:00+24:00')).toBe('');
    expect(toSaoPauloDate('2026-11-23T02:00:00z')).toBe('2026-11-22');
    expect(toSaoPauloDate('2026-11-23T12:00Z')).toBe('2026-11-23');
    expect(toSaoPauloDate('2026-11-23T03:00:30Z')).toBe('2026-11-23'); // 30 s after midnight there
    expect(toSaoPauloDate(' 2026-11-23 ')).toBe('2026-11-23');
  });
});

describe('e-mail lengths', () => {
  it('given 64 characters before the @, then valid; 65, then invalid', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@exemplo.com.br`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(65)}@exemplo.com.br`)).toBe(false);
  });

  it('given 254 characters in all, then valid; 255, then invalid', () => {
    const domain = (last: number) => `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(last)}.com`;
    const at254 = `${'a'.repeat(64)}@${domain(57)}`;
    expect(at254).toHaveLength(254);
    expect(isValidEmail(at254)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(64)}@${domain(58)}`)).toBe(false);
  });
});

describe('phones, money and cards at their edges', () => {
  it('given 12 digits that would pass as a landline, then invalid (10 or 11 digits only)', () => {
    expect(isValidBrazilianPhone('1139876543')).toBe(true);
    expect(isValidBrazilianPhone('113987654321')).toBe(false);
  });

  it('given thousands with two digits before the first dot, then read', () => {
    expect(parseBRLToCents('R$ 12.345,67')).toBe(1234567);
    expect(parseBRLToCents('123.456.789,00')).toBe(12345678900);
  });

  it('given the international mask, then a 3-digit default country is refused, "+" alone stays, spaces around are ignored', () => {
    expect(() => maskInternationalPhone('11987654321', '551')).toThrow(RangeError);
    expect(maskInternationalPhone('+')).toBe('+');
    expect(maskInternationalPhone('a+')).toBe('');
    expect(maskInternationalPhone('+5')).toBe('+5');
    expect(maskInternationalPhone(' +12345')).toBe(maskInternationalPhone('+12345'));
    expect(maskInternationalPhone('+12345')).toMatch(/^\+12 /);
  });

  it('given a BIN just below each Elo range, then not Elo; a partly typed Elo BIN is not Elo yet', () => {
    for (const below of ['650034', '650404', '650484', '650540', '650699', '650719', '650900', '654999']) {
      expect(detectCardBrand(`${below}0000000000`), below).toBe('discover');
    }
    for (const start of ['650035', '650405', '650485', '650541', '650700', '650720', '650901', '655000']) {
      expect(detectCardBrand(`${start}0000000000`), start).toBe('elo');
    }
    expect(detectCardBrand('5067')).toBe('aura');
    expect(detectCardBrand('506700')).toBe('elo');
  });
});
