import { z } from 'zod';
import { pointsRulesSchema } from './rules.ts';

/** The account's rules as saved (stream `pointsRules-<accountId>`): the whole set, each save. */
export const pointsRulesChangedV1 = z.object({
  accountId: z.string(),
  rules: pointsRulesSchema,
  changedAt: z.string(),
});
export type PointsRulesChanged = { type: 'PointsRulesChanged'; data: z.infer<typeof pointsRulesChangedV1> };

export const pointsRulesEventSchemas = { PointsRulesChanged: { version: 1, schema: pointsRulesChangedV1 } } as const;
