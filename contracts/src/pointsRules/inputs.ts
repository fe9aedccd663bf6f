import { pointsRulesSchema } from './rules.ts';

/** updateCrmSettings(input): the four rules, each whole. */
export const pointsRulesInputSchema = pointsRulesSchema.strict();
