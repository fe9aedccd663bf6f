import { describe, expect, it } from 'vitest';
import { detectCardBrand } from './cardBrand.ts';
import type { CardBrand } from './cardBrand.ts';

describe('detectCardBrand', () => {
  it.each<[string, CardBrand]>([
    ['4111 1111 1111 1111', 'visa'],
    ['4012888888881881', 'visa'],
    ['4000-0566-5566-5556', 'visa'],
    ['5555 5555 5555 4444', 'mastercard'],
    ['5105105105105100', 'mastercard'],
    ['2223 0031 2200 3222', 'mastercard'],
    ['2720990000000000', 'mastercard'],
    ['3782 822463 10005', 'american_express'],
    ['371449635398431', 'american_express'],
    ['3056 9309 0259 04', 'diners_club'],
    ['36227206271667', 'diners_club'],
    ['38520000023237', 'diners_club'],
    ['39000000000000', 'diners_club'],
    ['6011 1111 1111 1117', 'discover'],
    ['6221260000000000', 'discover'],
    ['6229250000000000', 'discover'],
    ['6445000000000000', 'discover'],
    ['6500000000000002', 'discover'],
    ['3530 1113 3330 0000', 'jcb'],
    ['3589000000000000', 'jcb'],
    ['6062 8256 2425 4001', 'hipercard'],
    ['3841001111222233', 'hipercard'],
    ['6375680000000000', 'hipercard'],
    ['6362 9700 0045 7013', 'elo'],
    ['4011780000000000', 'elo'],
    ['4389350000000000', 'elo'],
    ['5041750000000000', 'elo'],
    ['5067230000000000', 'elo'],
    ['5090000000000000', 'elo'],
    ['6277800000000000', 'elo'],
    ['6500310000000000', 'elo'],
    ['6516790000000000', 'elo'],
    ['6550580000000000', 'elo'],
    ['5078 6018 7000 0127 985', 'aura'],
    ['5000000000000000', 'aura'],
  ])('%s -> %s', (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
  });

  it('keeps the boundaries of the ranges exact', () => {
    expect(detectCardBrand('3060000000000000')).toBe(false); // 306 is past Diners 300-305
    expect(detectCardBrand('3527000000000000')).toBe(false); // just before JCB 3528
    expect(detectCardBrand('3590000000000000')).toBe(false); // just after JCB 3589
    expect(detectCardBrand('2220990000000000')).toBe(false); // just before Mastercard 2221
    expect(detectCardBrand('2721000000000000')).toBe(false); // just after Mastercard 2720
    expect(detectCardBrand('5600000000000000')).toBe(false); // 56 is not Mastercard
    expect(detectCardBrand('6221250000000000')).toBe(false); // just before Discover 622126
    expect(detectCardBrand('6229260000000000')).toBe(false); // just after Discover 622925
    expect(detectCardBrand('6430000000000000')).toBe(false); // 643 is not Discover
    expect(detectCardBrand('6506990000000000')).toBe('discover'); // 650699 lies between Elo 650598 and 650700
    expect(detectCardBrand('5066980000000000')).toBe('aura'); // just before Elo 506699, still a 50 prefix
    expect(detectCardBrand('5067790000000000')).toBe('aura'); // just after Elo 506778
    expect(detectCardBrand('6500340000000000')).toBe('discover'); // gap in Elo 650031-650033 / 650035-650051
    expect(detectCardBrand('6550200000000000')).toBe('discover'); // gap between Elo 655019 and 655021
    expect(detectCardBrand('4011770000000000')).toBe('visa'); // neighbour of Elo 401178
    expect(detectCardBrand('3841200000000000')).toBe('diners_club'); // 38 but not a Hipercard BIN
  });

  it('reports the short prefix brand while only part of a six-digit BIN is typed', () => {
    expect(detectCardBrand('4011')).toBe('visa');
    expect(detectCardBrand('40117')).toBe('visa');
    expect(detectCardBrand('401178')).toBe('elo');
  });

  it.each([
    '',
    '   ',
    '1234567890123456',
    '9999 9999 9999 9999',
    '0000000000000000',
    '7000000000000000',
    '4111x1111',
    'visa',
    '4111.1111.1111.1111',
  ])('returns false for unknown or malformed %j', (number) => {
    expect(detectCardBrand(number)).toBe(false);
  });
});
