import { z } from 'zod';

/**
 * CRM settings (spec 000 navigation 'points': /admin/crm-settings; issue 22 item 5): rules that grant points
 * automatically. The spec names only the entry; the rules, their fields and texts are ours (docs/points.md).
 */
export const pointsRuleKinds = ['checkin', 'review', 'purchase', 'record'] as const;
export type PointsRuleKind = (typeof pointsRuleKinds)[number];

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

export const pointsRuleSchema = z.object({
  enabled: z.boolean(),
  points: z
    .number({ error: pointsRulesMessages.pointsRequired })
    .int({ error: pointsRulesMessages.pointsRequired })
    .min(1, { error: pointsRulesMessages.pointsRequired })
    .max(10_000, { error: pointsRulesMessages.pointsRequired }),
});
export type PointsRule = z.infer<typeof pointsRuleSchema>;

export const pointsRulesSchema = z.object({
  checkin: pointsRuleSchema,
  review: pointsRuleSchema,
  purchase: pointsRuleSchema,
  record: pointsRuleSchema,
});
export type PointsRules = z.infer<typeof pointsRulesSchema>;

/** Every rule off, 10 points each: what an account has before its first save. */
export const defaultPointsRules: PointsRules = {
  checkin: { enabled: false, points: 10 },
  review: { enabled: false, points: 10 },
  purchase: { enabled: false, points: 10 },
  record: { enabled: false, points: 10 },
};

/** updateCrmSettings(input): the four rules, each whole. */
export const pointsRulesInputSchema = pointsRulesSchema.strict();

/** The account's rules as saved (stream `pointsRules-<accountId>`): the whole set, each save. */
export const pointsRulesChangedV1 = z.object({
  accountId: z.string(),
  rules: pointsRulesSchema,
  changedAt: z.string(),
});
export type PointsRulesChanged = { type: 'PointsRulesChanged'; data: z.infer<typeof pointsRulesChangedV1> };

export const pointsRulesEventSchemas = { PointsRulesChanged: { version: 1, schema: pointsRulesChangedV1 } } as const;

/** Collection `pointsRules`: one document per account (crmSettings). */
export interface PointsRulesDoc {
  readonly id: string;
  readonly accountId: string;
  readonly rules: PointsRules;
  readonly changedAt: string;
}

/** Collection `pointsRanking`: one document per student of an account, sorted by balance. */
export interface PointsRankingDoc {
  readonly id: string;
  readonly accountId: string;
  readonly fullName: string;
  readonly sortName: string;
  readonly email: string;
  readonly balance: number;
  readonly updatedAt: string;
  /** Log position of the last movement applied (absent before the first). */
  readonly position?: number;
}

/** Collection `pointsMovements`: one document per movement of the account (the overview's history). */
export interface PointsMovementDoc {
  readonly id: string;
  readonly accountId: string;
  readonly studentId: string;
  readonly operation: 'add' | 'sub';
  readonly value: number;
  readonly obs: string | null;
  readonly source: 'manual' | PointsRuleKind;
  readonly balanceAfter: number;
  readonly createdAt: string;
  /** The event's log position: the order of movements recorded in the same millisecond. */
  readonly seq: number;
}
