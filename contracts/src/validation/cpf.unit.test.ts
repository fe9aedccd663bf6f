import { describe, expect, it } from 'vitest';
import { isValidCpf } from './cpf.ts';

describe('isValidCpf', () => {
  it.each([
    '52998224725',
    '529.982.247-25',
    '111.444.777-35',
    '12345678909',
    '935.411.347-80',
    '39053344705',
    '000.000.001-91',
    '98765432100',
    ' 529.982.247-25 ',
  ])('accepts valid CPF %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  it.each([
    ['all zeros', '000.000.000-00'],
    ['all zeros, digits only', '00000000000'],
    ['all ones', '111.111.111-11'],
    ['all nines', '99999999999'],
    ['wrong first check digit', '529.982.247-35'],
    ['wrong second check digit', '529.982.247-24'],
    ['swapped check digits', '52998224752'],
    ['one digit changed in the body', '529.982.248-25'],
    ['too short', '5299822472'],
    ['too long', '529982247250'],
    ['letters', '529.982.247-2a'],
    ['letters instead of digits', 'abc.def.ghi-jk'],
    ['odd punctuation', '529-982-247.25'],
    ['partially masked', '529982247-25'],
    ['empty', ''],
  ])('rejects %s (%s)', (_label, cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });
});
