import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { messages, securityMessages } from '@gym/contracts';
import { NoSchemaIntrospectionCustomRule, specifiedRules, type ValidationRule } from 'graphql';

export const MAX_DEPTH = 8;
export const MAX_ALIASES = 15;
/** graphql-armor's cost: 1 per scalar, 2 per object, each level down weighing 1.5 times more. */
export const MAX_COST = 5000;

/**
 * graphql-js's own rules plus the limits that keep one request from costing the server much:
 * depth, aliases (`__typename` counted too: graphql-armor exempts it by default) and cost;
 * introspection only in development (the console reads the SDL from contracts/).
 */
export function validationRules(options: { introspection: boolean }): ValidationRule[] {
  const rules: ValidationRule[] = [
    ...specifiedRules,
    maxDepthRule({
      n: MAX_DEPTH,
      errorMessage: messages.queryTooDeep,
      exposeLimits: false,
      ignoreIntrospection: true,
    }) as unknown as ValidationRule,
    maxAliasesRule({
      n: MAX_ALIASES,
      allowList: [],
      errorMessage: messages.tooManyAliases,
      exposeLimits: false,
    }) as unknown as ValidationRule,
    costLimitRule({
      maxCost: MAX_COST,
      errorMessage: securityMessages.queryTooCostly,
      exposeLimits: false,
      ignoreIntrospection: true,
    }) as unknown as ValidationRule,
  ];
  if (!options.introspection) rules.push(NoSchemaIntrospectionCustomRule);
  return rules;
}
