import { messages } from '@gym/contracts/messages';
import { httpStatusByCode, isErrorCode } from '@gym/contracts/errors/httpStatus';
import { session } from '../auth/session';

interface GraphqlErrorPayload {
  readonly message?: string;
  readonly path?: readonly (string | number)[];
  readonly extensions?: {
    readonly code?: string;
    readonly fields?: readonly { readonly path?: readonly (string | number)[]; readonly message?: string }[];
  };
}

/**
 * A failed GraphQL or REST call, already in the shape react-admin reads: `message` is the server
 * messages joined by commas (spec 000 section 8), `errors` the field errors keyed by field name, for
 * server-side validation under the fields.
 */
export class RequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null,
    readonly errors: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

export function authHeaders(): Record<string, string> {
  const token = session.token();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** POST with credentials and the bearer token when present (spec 000 section 7). */
export async function graphqlRequest<T>(
  endpoint: string,
  query: string,
  variables?: Record<string, unknown>,
  signal?: AbortSignal,
  optionalFields: readonly string[] = [],
): Promise<T> {
  // Every save carries an Idempotency-Key; a save whose answer was lost on the network is sent once
  // more with the same key, and the server answers what it did the first time (issue 27).
  const isSave = /^\s*mutation\b/.test(query);
  const idempotency: Record<string, string> = isSave ? { 'Idempotency-Key': crypto.randomUUID() } : {};
  const send = () =>
    fetch(endpoint, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...authHeaders(), ...idempotency },
      body: JSON.stringify({ query, variables: variables ?? {} }),
      signal: signal ?? null,
    });
  let response: Response;
  try {
    response = await send().catch((error: unknown) => {
      if (!isSave || (error instanceof DOMException && error.name === 'AbortError')) throw error;
      return send();
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new RequestError(messages.consoleNetworkError, 0, 'NETWORK', {});
  }
  const body = (await response.json().catch(() => null)) as {
    data?: T | null;
    errors?: readonly GraphqlErrorPayload[];
  } | null;
  const errors = body?.data ? withoutOptionalFieldErrors(body.data, body.errors ?? [], optionalFields) : body?.errors;
  if (errors && errors.length > 0) throw toRequestError(errors, response.status);
  if (!response.ok || !body?.data) {
    const code = response.status === 401 ? 'UNAUTHENTICATED' : null;
    throw new RequestError(messages.internalError, response.status || 500, code, {});
  }
  return body.data;
}

/**
 * A field the screen can do without (e.g. what the card provider says of the gym, on the dashboard): its error is
 * dropped and the field left undefined ("not known"), so one unavailable provider does not fail the whole page.
 * Mutates `data`; answers the errors that remain.
 */
export function withoutOptionalFieldErrors(
  data: unknown,
  errors: readonly GraphqlErrorPayload[],
  optionalFields: readonly string[],
): readonly GraphqlErrorPayload[] {
  if (optionalFields.length === 0) return errors;
  return errors.filter((error) => {
    const path = error.path ?? [];
    if (!optionalFields.includes(path.join('.'))) return true;
    let parent = data as Record<string | number, unknown> | null;
    for (const key of path.slice(0, -1)) parent = (parent?.[key] as Record<string | number, unknown> | null) ?? null;
    if (parent && typeof parent === 'object') delete parent[path[path.length - 1] as string | number];
    return false;
  });
}

export function toRequestError(errors: readonly GraphqlErrorPayload[], httpStatus: number): RequestError {
  const first = errors[0];
  const code = first?.extensions?.code ?? null;
  const fieldErrors: Record<string, string> = {};
  for (const error of errors) {
    for (const field of error.extensions?.fields ?? []) {
      const path = [...(field.path ?? [])];
      // The server names the argument ('input'); the form knows only the field.
      if (path[0] === 'input') path.shift();
      const key = path.join('.');
      if (key && field.message && !(key in fieldErrors)) fieldErrors[key] = field.message;
    }
  }
  const text = errors
    .map((error) => error.message)
    .filter((m): m is string => !!m)
    .join(', ');
  // The server's own table (contracts): a GraphQL answer comes with 200, the code says what went wrong.
  const status = code && isErrorCode(code) ? httpStatusByCode[code] : Math.max(httpStatus, 400);
  return new RequestError(text || messages.genericRequestError, status, code, fieldErrors);
}
