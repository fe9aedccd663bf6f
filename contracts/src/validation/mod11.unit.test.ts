import { describe, expect, it } from 'vitest';
import { mod11CheckDigit } from './mod11.ts';

const W9 = [10, 9, 8, 7, 6, 5, 4, 3, 2] as const;

describe('mod11CheckDigit', () => {
  it('computes the CPF check digits of 529.982.247-25', () => {
    expect(mod11CheckDigit('529982247', W9)).toBe(2);
    expect(mod11CheckDigit('5299822472', [11, 10, 9, 8, 7, 6, 5, 4, 3, 2])).toBe(5);
  });

  it('gives 11 - remainder when the remainder is 2 or more', () => {
    expect(mod11CheckDigit('100000000', W9)).toBe(1); // sum 10, remainder 10
  });

  it('gives 0 when the remainder is 0 or 1', () => {
    expect(mod11CheckDigit('987654321', W9)).toBe(0); // sum 330, remainder 0
    expect(mod11CheckDigit('000000006', W9)).toBe(0); // sum 12, remainder 1
  });
});
