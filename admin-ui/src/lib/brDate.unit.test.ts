import { describe, expect, it } from 'vitest';
import { brToIso, isoToBr, maskBrDate } from './brDate';

describe('dates typed as dd/MM/yyyy (issue 26)', () => {
  it('masks the digits as they are typed', () => {
    expect(['1', '120', '1203', '120320', '12032026', '12/03/20269', 'ab12c03'].map(maskBrDate)).toEqual([
      '1',
      '12/0',
      '12/03',
      '12/03/20',
      '12/03/2026',
      '12/03/2026',
      '12/03',
    ]);
  });
  it('turns a real calendar day into the ISO day and refuses the rest', () => {
    expect(brToIso('29/02/2024')).toBe('2024-02-29');
    expect([brToIso('29/02/2023'), brToIso('31/04/2026'), brToIso('12/03'), brToIso('2026-03-12')]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
  it('shows an ISO day or timestamp as dd/MM/yyyy', () => {
    expect([isoToBr('2026-03-12'), isoToBr('1990-01-31T00:00:00.000Z'), isoToBr(null), isoToBr('')]).toEqual([
      '12/03/2026',
      '31/01/1990',
      '',
      '',
    ]);
  });
});
