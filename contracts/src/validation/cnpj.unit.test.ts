import { describe, expect, it } from 'vitest';
import { isValidCnpj } from './cnpj.ts';

describe('isValidCnpj', () => {
  it.each([
    '11222333000181',
    '11.222.333/0001-81',
    '11.444.777/0001-61',
    '19131000000159',
    '12.345.678/0001-95',
    '00000000000191',
  ])('accepts valid CNPJ %s', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
  });

  it.each([
    ['all zeros', '00.000.000/0000-00'],
    ['all ones', '11111111111111'],
    ['wrong first check digit', '11.222.333/0001-91'],
    ['wrong second check digit', '11.222.333/0001-82'],
    ['too short', '1122233300018'],
    ['too long', '112223330001810'],
    ['letters', '11.222.333/0001-8X'],
    ['CPF-sized input', '52998224725'],
    ['odd punctuation', '11.222.333.0001/81'],
    ['empty', ''],
  ])('rejects %s (%s)', (_label, cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });
});
