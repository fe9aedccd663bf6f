import { describe, expect, it } from 'vitest';
import { maskCep, maskCpf, maskInternationalPhone, maskPhone } from './masks.ts';

describe('maskCpf', () => {
  it.each([
    ['', ''],
    ['5', '5'],
    ['529', '529'],
    ['5299', '529.9'],
    ['529982', '529.982'],
    ['5299822', '529.982.2'],
    ['529982247', '529.982.247'],
    ['5299822472', '529.982.247-2'],
    ['52998224725', '529.982.247-25'],
    ['529.982.247-25', '529.982.247-25'],
    ['5299822472599', '529.982.247-25'],
    ['abc529x982', '529.982'],
  ])('%j -> %j', (input, output) => {
    expect(maskCpf(input)).toBe(output);
  });
});

describe('maskPhone', () => {
  it.each([
    ['', ''],
    ['1', '(1'],
    ['11', '(11'],
    ['119', '(11) 9'],
    ['119876', '(11) 9876'],
    ['1198765', '(11) 9876-5'],
    ['1123456789', '(11) 2345-6789'],
    ['11987654321', '(11) 98765-4321'],
    ['(11) 98765-4321', '(11) 98765-4321'],
    ['(11) 2345-6789', '(11) 2345-6789'],
    ['1198765432199', '(11) 98765-4321'],
    ['tel 11 2345 6789', '(11) 2345-6789'],
  ])('%j -> %j', (input, output) => {
    expect(maskPhone(input)).toBe(output);
  });
});

describe('maskCep', () => {
  it.each([
    ['', ''],
    ['013', '013'],
    ['01310', '01310'],
    ['013101', '01310-1'],
    ['01310100', '01310-100'],
    ['01310-100', '01310-100'],
    ['013101009', '01310-100'],
  ])('%j -> %j', (input, output) => {
    expect(maskCep(input)).toBe(output);
  });
});

describe('maskInternationalPhone', () => {
  it.each([
    ['', ''],
    ['   ', ''],
    ['+', '+'],
    ['+5', '+5'],
    ['+55', '+55'],
    ['+551', '+55 (1'],
    ['+5511', '+55 (11'],
    ['+55119', '+55 (11) 9'],
    ['+5511987654321', '+55 (11) 98765-4321'],
    ['+55 (11) 98765-4321', '+55 (11) 98765-4321'],
    ['+551123456789', '+55 (11) 2345-6789'],
    ['+1 (21) 2345-6789', '+12 (12) 3456-789'],
    ['1', '+55 (1'],
    ['11987654321', '+55 (11) 98765-4321'],
    ['(11) 98765-4321', '+55 (11) 98765-4321'],
    ['1123456789', '+55 (11) 2345-6789'],
    ['5511987654321', '+55 (11) 98765-4321'],
    ['551123456789', '+55 (11) 2345-6789'],
    ['55991234567', '+55 (55) 99123-4567'],
    ['+55119876543219999', '+55 (11) 98765-4321'],
  ])('%j -> %j', (input, output) => {
    expect(maskInternationalPhone(input)).toBe(output);
  });

  it('uses another default country when given', () => {
    expect(maskInternationalPhone('11987654321', '35')).toBe('+35 (11) 98765-4321');
    expect(maskInternationalPhone('+5511987654321', '35')).toBe('+55 (11) 98765-4321');
  });

  it('rejects a default country that is not two digits', () => {
    expect(() => maskInternationalPhone('11987654321', '1')).toThrow(RangeError);
    expect(() => maskInternationalPhone('11987654321', '+55')).toThrow(RangeError);
  });
});

describe('masks are idempotent', () => {
  const samples = [
    '',
    '1',
    '119',
    '1198765',
    '1123456789',
    '11987654321',
    '529982247',
    '52998224725',
    '01310100',
    '+5511987654321',
    '+1',
    '5511987654321',
  ];
  it.each(samples)('%j', (raw) => {
    for (const mask of [maskCpf, maskPhone, maskCep, (v: string) => maskInternationalPhone(v)]) {
      const once = mask(raw);
      expect(mask(once)).toBe(once);
    }
  });
});
