import { describe, expect, it } from 'vitest';
import { isValidCep } from './cep.ts';

describe('isValidCep', () => {
  it.each(['01310-100', '01310100', '20040-020', ' 70040-010 '])('accepts %s', (cep) => {
    expect(isValidCep(cep)).toBe(true);
  });

  it.each(['0131-0100', '01310-10', '013101000', '1310100', '01310_100', '01.310-100', 'abcde-fgh', '01310-10a', ''])(
    'rejects %s',
    (cep) => {
      expect(isValidCep(cep)).toBe(false);
    },
  );
});
