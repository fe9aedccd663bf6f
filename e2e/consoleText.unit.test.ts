import { describe, expect, it } from 'vitest';
import { languageProblems } from './consoleText.testkit.ts';

describe('the console text checks (issue 26)', () => {
  it('finds English words, missing accents and doubled periods as whole words only', () => {
    expect(languageProblems('Novo horario · Sab · Clear')).toEqual([
      "English 'Clear'",
      "no accent 'horario'",
      "no accent 'Sab'",
    ]);
    // The spec's settings title names a path, 'demo/configuracoes - Geral': a segment after '/' is not prose.
    expect(languageProblems('demo/configuracoes - Geral')).toEqual([]);
    expect(languageProblems('Ver configuracoes')).toEqual(["no accent 'configuracoes'"]);
    expect(languageProblems('Algo deu errado..')).toEqual(["double period 'Algo deu errado..'"]);
  });
  it('passes pt-BR text, ellipses and words that merely contain a listed one', () => {
    expect(
      languageProblems('Novo horário · Sáb · Limpar · Carregando… · Aguarde... · Reabrir · Status · Dashboard · Sabão'),
    ).toEqual([]);
  });
});
