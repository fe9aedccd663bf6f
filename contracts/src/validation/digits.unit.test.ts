import { describe, expect, it } from 'vitest';
import { onlyDigits } from './digits.ts';

describe('onlyDigits', () => {
  it('strips masks, letters and whitespace', () => {
    expect(onlyDigits('529.982.247-25')).toBe('52998224725');
    expect(onlyDigits('(11) 98765-4321')).toBe('11987654321');
    expect(onlyDigits(' a1b2\u00a0c3 ')).toBe('123');
  });

  it('returns empty string for empty or nullish input', () => {
    expect(onlyDigits('')).toBe('');
    expect(onlyDigits('abc')).toBe('');
    expect(onlyDigits(null)).toBe('');
    expect(onlyDigits(undefined)).toBe('');
  });

  it('ignores non-ASCII digits', () => {
    expect(onlyDigits('١٢٣4')).toBe('4');
  });
});
