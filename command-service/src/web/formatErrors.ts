import { messages } from '@gym/contracts';
import { DomainError } from '@gym/platform';
import { GraphQLError } from 'graphql';
import { translateRequestError } from './requestErrors.ts';

/**
 * Maps every error once, at the edge: domain errors keep their pt-BR message and field paths in
 * `extensions.fields`; anything unexpected is logged (without variables: they may hold passwords)
 * and answered with a generic message.
 */
export function formatError(error: GraphQLError | Error, log: (message: string, error: unknown) => void): GraphQLError {
  if (!(error instanceof GraphQLError)) {
    // graphql-helix passes what the parser threw as it is (a RangeError on a runaway document).
    return new GraphQLError(translateRequestError(error.message), { extensions: { code: 'BAD_REQUEST', fields: [] } });
  }
  const original = error.originalError;
  if (original instanceof DomainError) {
    return new GraphQLError(original.message, {
      path: error.path,
      extensions: {
        code: original.code,
        fields: original.issues.map((i) => ({ path: i.path, message: i.message })),
        // A refusal that knows the way out (the entitlement's: e.g. the checkout's link) passes it on.
        ...('wayOut' in original ? { reason: (original as { reason?: unknown }).reason, wayOut: original.wayOut } : {}),
      },
    });
  }
  if (!original || original instanceof GraphQLError) {
    // Syntax, validation, depth and alias limits: the request itself is wrong.
    return new GraphQLError(translateRequestError(error.message), {
      path: error.path,
      extensions: { code: 'BAD_REQUEST', fields: [] },
    });
  }
  log('unexpected resolver error', original);
  return new GraphQLError(messages.internalError, { path: error.path, extensions: { code: 'INTERNAL', fields: [] } });
}

/** The REST answers' statuses come from the table shared with the console. */
export { httpStatusOf } from '@gym/contracts';
