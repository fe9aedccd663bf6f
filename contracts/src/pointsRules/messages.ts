import type { PointsRuleKind } from './enums.ts';

export const pointsRulesMessages = {
  pointsRequired: 'Informe um valor inteiro de 1 a 10000 pontos',
  saved: 'Regras de pontos salvas com sucesso',
  saveError: 'Erro ao salvar as regras de pontos',
  /** The note of an automatic movement, by rule. */
  obs: {
    checkin: 'Pontos automáticos: checkin',
    review: 'Pontos automáticos: avaliação',
    purchase: 'Pontos automáticos: compra de plano',
    record: 'Pontos automáticos: recorde pessoal',
  } satisfies Record<PointsRuleKind, string>,
} as const;
