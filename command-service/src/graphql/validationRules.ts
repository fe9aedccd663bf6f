import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { messages, securityMessages } from '@gym/contracts';
import {
  NoSchemaIntrospectionCustomRule,
  specifiedRules,
  type ASTVisitor,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

export const MAX_DEPTH = 8;
export const MAX_ALIASES = 15;
/** graphql-armor's cost: 1 per scalar, 2 per object, each level down weighing 1.5 times more. */
export const MAX_COST = 5000;

/** graphql-armor's rules typed as graphql-js's (their visitors are classes with extra members). */
const armorRule = (rule: (context: ValidationContext) => ASTVisitor): ValidationRule => rule;

/**
 * graphql-js's own rules plus the limits that keep one request from costing the server much:
 * depth, aliases (`__typename` counted too: graphql-armor exempts it by default) and cost;
 * introspection only in development (the console reads the SDL from contracts/).
 */
export function validationRules(options: { introspection: boolean }): ValidationRule[] {
  const rules: ValidationRule[] = [
    ...specifiedRules,
    armorRule(
      maxDepthRule({
        n: MAX_DEPTH,
        errorMessage: messages.queryTooDeep,
        exposeLimits: false,
        ignoreIntrospection: true,
      }),
    ),
    armorRule(
      maxAliasesRule({
        n: MAX_ALIASES,
        allowList: [],
        errorMessage: messages.tooManyAliases,
        exposeLimits: false,
      }),
    ),
    armorRule(
      costLimitRule({
        maxCost: MAX_COST,
        errorMessage: securityMessages.queryTooCostly,
        exposeLimits: false,
        ignoreIntrospection: true,
      }),
    ),
  ];
  if (!options.introspection) rules.push(NoSchemaIntrospectionCustomRule);
  return rules;
}
