import { describe, expect, it } from 'vitest';
import { BRAZILIAN_DDDS, isValidBrazilianPhone, isValidDdd } from './phone.ts';

describe('BRAZILIAN_DDDS', () => {
  it('lists exactly the 67 Anatel area codes', () => {
    const expected = [
      ...range(11, 19),
      21,
      22,
      24,
      27,
      28,
      ...range(31, 35),
      37,
      38,
      ...range(41, 49),
      51,
      53,
      54,
      55,
      ...range(61, 69),
      71,
      73,
      74,
      75,
      77,
      79,
      ...range(81, 89),
      ...range(91, 99),
    ].map(String);
    expect(expected).toHaveLength(67);
    expect([...BRAZILIAN_DDDS]).toEqual(expected);
    expect(new Set(BRAZILIAN_DDDS).size).toBe(67);
  });

  it.each([
    '10',
    '20',
    '23',
    '25',
    '26',
    '29',
    '30',
    '36',
    '39',
    '40',
    '50',
    '52',
    '56',
    '60',
    '70',
    '72',
    '76',
    '78',
    '80',
    '90',
    '00',
    '1',
    '111',
  ])('rejects non-existent DDD %s', (ddd) => {
    expect(isValidDdd(ddd)).toBe(false);
  });
});

describe('isValidBrazilianPhone', () => {
  it.each([
    ['masked mobile', '(11) 98765-4321'],
    ['mobile digits only', '11987654321'],
    ['mobile in DDD 99', '(99) 91234-5678'],
    ['mobile in DDD 55', '55991234567'],
    ['landline 2', '(11) 2345-6789'],
    ['landline 3', '(31) 3222-1000'],
    ['landline 4', '4140041234'],
    ['landline 5', '(51) 5123-4567'],
    ['landline 7', '(71) 7123-4567'],
    ['loose punctuation is stripped', '+ (21) 9 8765 4321'],
  ])('accepts %s (%s)', (_label, phone) => {
    expect(isValidBrazilianPhone(phone)).toBe(true);
  });

  it.each([
    ['DDD 20 mobile', '(20) 98765-4321'],
    ['DDD 20 landline', '(20) 2345-6789'],
    ['DDD 23', '23987654321'],
    ['DDD 10', '10987654321'],
    ['10-digit with third digit 6', '(11) 6345-6789'],
    ['10-digit with third digit 8', '(11) 8345-6789'],
    ['10-digit with third digit 9', '(11) 9345-6789'],
    ['10-digit with third digit 1', '(11) 1345-6789'],
    ['11-digit without 9', '(11) 88765-4321'],
    ['11-digit with 2 as third digit', '11234567890'],
    ['all same digits (11)', '11111111111'],
    ['all same digits (10)', '(22) 2222-2222'],
    ['all nines', '(99) 99999-9999'],
    ['+55 prefix (13 digits)', '+55 (11) 98765-4321'],
    ['+55 prefix (12 digits)', '551123456789'],
    ['9 digits', '119876543'],
    ['empty', ''],
    ['letters only', 'telefone'],
  ])('rejects %s (%s)', (_label, phone) => {
    expect(isValidBrazilianPhone(phone)).toBe(false);
  });
});

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
