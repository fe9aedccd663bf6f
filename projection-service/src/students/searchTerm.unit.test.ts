import { describe, expect, it } from 'vitest';
import { studentSearchTerm } from './searchTerm.ts';

describe('student search term (issue 26)', () => {
  it('searches a masked CPF or phone by its digits', () => {
    expect(studentSearchTerm(' 529.982.247-25 ')).toBe('52998224725');
    expect(studentSearchTerm('(11) 98765-4321')).toBe('11987654321');
    expect(studentSearchTerm('+55 11 98765-4321')).toBe('5511987654321');
    expect(studentSearchTerm('529.982')).toBe('529982');
  });
  it('leaves names, e-mails and bare digits as typed', () => {
    expect(['Marina Castro', 'ana.silva@x.com', '52998224725', 'Ana 11'].map(studentSearchTerm)).toEqual([
      'Marina Castro',
      'ana.silva@x.com',
      '52998224725',
      'Ana 11',
    ]);
  });
});
