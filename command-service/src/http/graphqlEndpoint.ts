import { messages, securityMessages, type GraphqlScope } from '@gym/contracts';
import type { Request, Response } from 'express';
import type { GraphQLError } from 'graphql';
import { getGraphQLParameters, processRequest } from 'graphql-helix';
import { formatError } from '../web/formatErrors.ts';
import { createDocumentCache, MAX_DOCUMENT_BYTES } from '../graphql/documentCache.ts';
import type { ScopeSchema } from '../graphql/schemas.ts';
import { validationRules } from '../graphql/validationRules.ts';
import type { Services } from '../services.ts';
import { buildRequestContext } from '../web/context.ts';
import { isIdempotencyKey, type IdempotencyStore, type StoredAnswer } from '@gym/platform';
import { getOperationAST } from 'graphql';

export interface EndpointOptions {
  readonly introspection: boolean;
  /** Answers of mutations sent with an Idempotency-Key header; none when absent. */
  readonly idempotency?: IdempotencyStore;
  readonly log: (message: string, error?: unknown) => void;
}

/** The longest string (a campaign's HTML body is the longest field: 100,000) and the longest list accepted in variables. */
export const MAX_INPUT_STRING = 100_000;
export const MAX_INPUT_LIST = 1000;

/** A mutation other than login or sign-up (their answers hold a token: never stored). */
function isMutation(
  documents: ReturnType<typeof createDocumentCache>,
  query: string | undefined,
  operationName: string | undefined,
): boolean {
  if (typeof query !== 'string') return false;
  try {
    const operation = getOperationAST(documents.parse(query), operationName);
    if (operation?.operation !== 'mutation') return false;
    return operation.selectionSet.selections.every(
      (s) => s.kind === 'Field' && s.name.value !== 'login' && s.name.value !== 'signUp',
    );
  } catch {
    return false;
  }
}

function exceedsInputBounds(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.length > MAX_INPUT_STRING;
  if (value === null || typeof value !== 'object') return false;
  if (depth > 20) return true;
  if (Array.isArray(value)) return value.length > MAX_INPUT_LIST || value.some((v) => exceedsInputBounds(v, depth + 1));
  return Object.values(value).some((v) => exceedsInputBounds(v, depth + 1));
}

/** One express handler per scope: graphql-helix runs the request with the scope's schema and guard. */
export function graphqlEndpoint(
  svc: Services,
  scope: GraphqlScope,
  { schema, rootValue }: ScopeSchema,
  options: EndpointOptions,
) {
  const rules = validationRules({ introspection: options.introspection });
  const documents = createDocumentCache();
  return async (req: Request, res: Response) => {
    // Bounded before anything else (the account, the token, the parser): a document's size.
    const source =
      typeof req.body?.query === 'string' ? req.body.query : typeof req.query.query === 'string' ? req.query.query : '';
    if (source.length > MAX_DOCUMENT_BYTES) {
      res.status(413).json({
        errors: [{ message: securityMessages.queryTooLarge, extensions: { code: 'BAD_REQUEST', fields: [] } }],
      });
      return;
    }
    // Every string a caller sends has a maximum, whatever the input type (issue 27, finding 7); the
    // zod schemas set tighter ones per field. Variables are JSON: walked once, depth-first.
    if (exceedsInputBounds(req.body?.variables)) {
      res.status(413).json({
        errors: [{ message: securityMessages.inputTooLarge, extensions: { code: 'BAD_REQUEST', fields: [] } }],
      });
      return;
    }
    const context = await buildRequestContext(svc, req, scope, res);
    if (!context) {
      res
        .status(404)
        .json({ errors: [{ message: messages.accountNotFound, extensions: { code: 'NOT_FOUND', fields: [] } }] });
      return;
    }
    const request = { body: req.body, headers: req.headers, method: req.method, query: req.query };
    const { operationName, query, variables } = getGraphQLParameters(request);
    const run = async (): Promise<StoredAnswer> => {
      const result = await processRequest({
        operationName,
        query,
        variables,
        request,
        schema,
        validationRules: rules,
        parse: documents.parse,
        validate: documents.validate,
        contextFactory: () => context,
        rootValueFactory: () => rootValue,
        formatPayload: ({ payload }) =>
          payload.errors
            ? { ...payload, errors: payload.errors.map((e: GraphQLError) => formatError(e, options.log)) }
            : payload,
      });
      if (result.type !== 'RESPONSE') {
        return {
          status: 400,
          body: {
            errors: [{ message: messages.genericRequestError, extensions: { code: 'BAD_REQUEST', fields: [] } }],
          },
        };
      }
      // A refused request is the caller's fault (4xx), whatever graphql-helix made of the refusal.
      const codes = (result.payload as { errors?: Array<{ extensions?: { code?: string } }> }).errors?.map(
        (e) => e.extensions?.code,
      );
      const status =
        result.status >= 500 && codes?.length && codes.every((c) => c === 'BAD_REQUEST') ? 400 : result.status;
      return { status, body: result.payload };
    };
    const key = req.headers['idempotency-key'];
    const answer =
      options.idempotency && context.principal && isIdempotencyKey(key) && isMutation(documents, query, operationName)
        ? await options.idempotency.once(
            `${scope}|${context.account?.id ?? ''}|${context.principal.userId}|${key}`,
            { query, variables, operationName },
            run,
          )
        : await run();
    if (answer === 'conflict') {
      res.status(422).json({
        errors: [{ message: securityMessages.idempotencyKeyReused, extensions: { code: 'BAD_REQUEST', fields: [] } }],
      });
      return;
    }
    res.status(answer.status).json(answer.body);
  };
}
