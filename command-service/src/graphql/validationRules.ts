import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { messages } from '@gym/contracts';
import { NoSchemaIntrospectionCustomRule, specifiedRules, type ValidationRule } from 'graphql';

export const MAX_DEPTH = 8;
export const MAX_ALIASES = 15;

/**
 * graphql-js's own rules plus the limits that keep one request from costing the server much:
 * depth and aliases; introspection only in development (the console reads the SDL from contracts/).
 */
export function validationRules(options: { introspection: boolean }): ValidationRule[] {
  const rules: ValidationRule[] = [
    ...specifiedRules,
    maxDepthRule({ n: MAX_DEPTH, errorMessage: messages.queryTooDeep, exposeLimits: false, ignoreIntrospection: true }) as unknown as ValidationRule,
    maxAliasesRule({ n: MAX_ALIASES, errorMessage: messages.tooManyAliases, exposeLimits: false }) as unknown as ValidationRule,
  ];
  if (!options.introspection) rules.push(NoSchemaIntrospectionCustomRule);
  return rules;
}
