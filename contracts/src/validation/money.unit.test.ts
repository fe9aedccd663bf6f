import { describe, expect, it } from 'vitest';
import { formatBRL, parseBRLToCents } from './money.ts';

describe('formatBRL', () => {
  it.each([
    [123456, 'R$ 1.234,56'],
    [0, 'R$ 0,00'],
    [1, 'R$ 0,01'],
    [10, 'R$ 0,10'],
    [99, 'R$ 0,99'],
    [100, 'R$ 1,00'],
    [99999, 'R$ 999,99'],
    [100000, 'R$ 1.000,00'],
    [123456789, 'R$ 1.234.567,89'],
    [100000000000, 'R$ 1.000.000.000,00'],
    [-500, '-R$ 5,00'],
    [-1, '-R$ 0,01'],
    [-123456789, '-R$ 1.234.567,89'],
    [-0, 'R$ 0,00'],
    [Number.MAX_SAFE_INTEGER, 'R$ 90.071.992.547.409,91'],
  ])('%d -> %s', (cents, text) => {
    expect(formatBRL(cents)).toBe(text);
  });

  it('uses a normal space after R$, not the non-breaking space Intl produces', () => {
    const text = formatBRL(123456);
    expect(text.charCodeAt(2)).toBe(0x20);
    expect(text).not.toContain('\u00a0');
  });

  it.each([1.5, 0.1, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1])(
    'throws RangeError for %d',
    (value) => {
      expect(() => formatBRL(value)).toThrow(RangeError);
    },
  );
});

describe('parseBRLToCents', () => {
  it.each<[string, number]>([
    ['1.234,56', 123456],
    ['R$ 1.234,56', 123456],
    ['R$1.234,56', 123456],
    ['R$\u00a01.234,56', 123456],
    ['12,5', 1250],
    ['12', 1200],
    ['0,01', 1],
    ['0', 0],
    ['1234,56', 123456],
    ['1.234', 123400],
    ['1.234.567,89', 123456789],
    [' 12,34 ', 1234],
    ['-R$ 5,00', -500],
    ['R$ -5,00', -500],
    ['-12,5', -1250],
    ['-0,00', 0],
  ])('%j -> %d', (text, cents) => {
    expect(parseBRLToCents(text)).toBe(cents);
  });

  it('round-trips formatBRL output', () => {
    for (const cents of [0, 1, 99, 100, 123456, 123456789, -500, -1]) {
      expect(parseBRLToCents(formatBRL(cents))).toBe(cents);
    }
  });

  it('returns 0 rather than -0', () => {
    expect(Object.is(parseBRLToCents('-0'), 0)).toBe(true);
  });

  it.each([
    '',
    '   ',
    'abc',
    'R$',
    'R$ ',
    '12,',
    ',50',
    '12,345',
    '1.23',
    '12.34,56',
    '1,234.56',
    '1..234',
    '1 234,56',
    '12abc',
    '--5',
    '-R$ -5',
    'US$ 5,00',
    '5,00 R$',
    '99999999999999999999',
  ])('returns null for %j', (text) => {
    expect(parseBRLToCents(text)).toBeNull();
  });
});
