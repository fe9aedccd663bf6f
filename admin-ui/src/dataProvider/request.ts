import { endpoints } from '../lib/env';
import { authHeaders, graphqlRequest, RequestError } from '../lib/graphqlRequest';

type Variables = Record<string, unknown>;

/** One operation on the staff scope (admin/graphql). */
export const adminRequest = <T>(
  query: string,
  variables?: Variables,
  signal?: AbortSignal,
  optionalFields?: readonly string[],
): Promise<T> => graphqlRequest<T>(endpoints.admin, query, variables, signal, optionalFields);

/** One operation on the public account scope (login, signUp, the account name). */
export const accountRequest = <T>(query: string, variables?: Variables): Promise<T> =>
  graphqlRequest<T>(endpoints.account, query, variables);

/**
 * The REST calls of the spec (delete method to admin/alunos/{id}, admin/campaigns/{id}; GET of
 * admin/alunos/{id}/reset-password): 2xx, or 4xx with `{ error: '<pt-BR>', code }`.
 */
export async function restRequest<T>(
  path: string,
  method: 'GET' | 'DELETE',
  fallbackMessage: string,
): Promise<T | null> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: { Accept: 'application/json', ...authHeaders() },
  });
  const body = (await response.json().catch(() => null)) as (T & { error?: string; code?: string }) | null;
  if (response.ok) return body;
  const code = body?.code ?? (response.status === 401 ? 'UNAUTHENTICATED' : null);
  throw new RequestError(body?.error ?? fallbackMessage, response.status, code, {});
}
