import { describe, expect, it } from 'vitest';
import { accountCodeCandidate, accountCodeOf } from './accountCode.ts';

describe('account code of a name', () => {
  it('lower-cases, drops accents and joins words with hyphens', () => {
    expect(accountCodeOf('João Araújo')).toBe('joao-araujo');
    expect(accountCodeOf('  Ana   Souza & Cia. ')).toBe('ana-souza-cia');
  });
  it('keeps at most 40 characters and never ends on a hyphen', () => {
    const code = accountCodeOf('Academia de Musculação e Treinamento Funcional do Centro');
    expect(code.length).toBeLessThanOrEqual(40);
    expect(code).toBe('academia-de-musculacao-e-treinamento-fun');
  });
  it('gives a name with no letter a usable code', () => expect(accountCodeOf('!!')).toBe('conta-1'));
  it('numbers the next candidates within 40 characters', () => {
    expect(accountCodeCandidate('Ana Souza', 1)).toBe('ana-souza');
    expect(accountCodeCandidate('Ana Souza', 2)).toBe('ana-souza-2');
    expect(accountCodeCandidate('Academia de Musculação e Treinamento Funcional', 4)).toBe(
      'academia-de-musculacao-e-treinamento-f-4',
    );
    expect(accountCodeCandidate('Academia de Musculação e Treinamento Funcional', 12, 0)).toBe(
      'academia-de-musculacao-e-treinament-1000',
    );
  });
  it('turns to a random suffix of 4 to 6 digits after -5', () => {
    expect(accountCodeCandidate('Ana Souza', 5, 0.5)).toBe('ana-souza-5');
    expect(accountCodeCandidate('Ana Souza', 6, 0)).toBe('ana-souza-1000');
    expect(accountCodeCandidate('Ana Souza', 6, 0.999999)).toBe('ana-souza-9999');
    expect(accountCodeCandidate('Ana Souza', 30, 0.5)).toMatch(/^ana-souza-\d{6}$/);
  });
  it('never offers a reserved code', () => {
    expect(accountCodeCandidate('Admin', 1)).toBe('admin-2');
    expect(accountCodeCandidate('Cadastro', 1)).toBe('cadastro-2');
  });
});
