import { describe, expect, it } from 'vitest';
import { withoutAccents } from './accents.ts';

describe('withoutAccents', () => {
  it('drops accents and cedillas, keeps everything else', () => {
    expect(withoutAccents('Araújo Conceição Ñandú')).toBe('Araujo Conceicao Nandu');
    expect(withoutAccents('Zé-123')).toBe('Ze-123');
  });
});
