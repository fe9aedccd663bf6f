import { z } from 'zod';
import { pointsRulesMessages } from './messages.ts';

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
