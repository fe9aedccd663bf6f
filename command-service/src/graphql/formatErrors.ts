import { messages } from '@gym/contracts';
import { DomainError } from '@gym/platform';
import { GraphQLError } from 'graphql';

/**
 * Maps every error once, at the edge: domain errors keep their pt-BR message and field paths in
 * `extensions.fields`; anything unexpected is logged (without variables: they may hold passwords)
 * and answered with a generic message.
 */
export function formatError(error: GraphQLError, log: (message: string, error: unknown) => void): GraphQLError {
  const original = error.originalError;
  if (original instanceof DomainError) {
    return new GraphQLError(original.message, {
      path: error.path,
      extensions: { code: original.code, fields: original.issues.map((i) => ({ path: i.path, message: i.message })) },
    });
  }
  if (!original || original instanceof GraphQLError) {
    // Syntax, validation, depth and alias limits: the request itself is wrong.
    return new GraphQLError(requestErrorMessage(error.message), { path: error.path, extensions: { code: 'BAD_REQUEST', fields: [] } });
  }
  log('unexpected resolver error', original);
  return new GraphQLError(messages.internalError, { path: error.path, extensions: { code: 'INTERNAL', fields: [] } });
}

/** The REST answers' statuses come from the table shared with the console. */
export { httpStatusOf } from '@gym/contracts';

/** graphql-armor reports its limits as syntax errors; introspection refusals come in English. */
function requestErrorMessage(message: string): string {
  const ours = message.replace(/^Syntax Error: /, '');
  if (ours === messages.queryTooDeep || ours === messages.tooManyAliases) return ours;
  if (message.startsWith('GraphQL introspection has been disabled')) return messages.introspectionDisabled;
  return message;
}
