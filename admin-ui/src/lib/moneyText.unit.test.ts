import { describe, expect, it } from 'vitest';
import { centsOfMoneyText, moneyTextOf, sanitizeMoneyText } from './moneyText';

describe('money field text (issue 35: a price could not be typed)', () => {
  it('shows cents as reais with a comma and thousands dots', () => {
    expect(moneyTextOf(40_000)).toBe('400,00');
    expect(moneyTextOf(123_456)).toBe('1.234,56');
    expect(moneyTextOf(5)).toBe('0,05');
  });
  it('keeps what is typed and reads its cents', () => {
    expect(sanitizeMoneyText('450')).toBe('450');
    expect(centsOfMoneyText('450')).toBe(45_000);
    expect(centsOfMoneyText('450,5')).toBe(45_050);
    expect(centsOfMoneyText('1.234,56')).toBe(123_456);
    expect(centsOfMoneyText('12,')).toBe(1_200);
    expect(centsOfMoneyText('')).toBe(0);
    expect(centsOfMoneyText('4.5')).toBeNull();
  });
  it('drops what is not an amount as it is typed', () => {
    expect(sanitizeMoneyText('R$ 4a5,678')).toBe('45,67');
    expect(sanitizeMoneyText('1,2,3')).toBe('1,23');
    expect(sanitizeMoneyText('-5')).toBe('5');
  });
});
