import { describe, expect, it } from 'vitest';
import * as validation from './index.ts';

describe('validation index', () => {
  it('exports exactly the public helpers', () => {
    expect(Object.keys(validation).sort()).toEqual(
      [
        'BRAZILIAN_DDDS',
        'classInstant',
        'hours',
        'saoPauloToday',
        'weekdayOf',
        'SAO_PAULO_UTC_OFFSET',
        'detectCardBrand',
        'formatBRL',
        'formatDate',
        'isValidBrazilianPhone',
        'isValidCep',
        'isValidCnpj',
        'isValidCpf',
        'isValidDdd',
        'isValidEmail',
        'maskCep',
        'maskCpf',
        'maskInternationalPhone',
        'maskPhone',
        'onlyDigits',
        'parseBRLToCents',
        'saoPauloDayRange',
        'toSaoPauloDate',
        'withoutAccents',
      ].sort(),
    );
  });
});
