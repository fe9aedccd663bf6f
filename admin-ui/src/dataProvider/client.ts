import { print, type DocumentNode } from 'graphql';
import { endpoints } from '../lib/env';
import { graphqlRequest } from '../lib/graphqlRequest';

interface QueryOptions {
  readonly query: DocumentNode;
  readonly variables?: Record<string, unknown>;
  readonly context?: { readonly fetchOptions?: { readonly signal?: AbortSignal } };
}
interface MutationOptions {
  readonly mutation: DocumentNode;
  readonly variables?: Record<string, unknown>;
}

/**
 * The two methods of an Apollo client that ra-data-graphql calls, over plain fetch: no cache (every
 * react-admin read is network-only anyway) and the bearer token of the session on every call.
 */
export const fetchClient = {
  async query({ query, variables, context }: QueryOptions): Promise<{ data: unknown }> {
    const data = await graphqlRequest<unknown>(endpoints.admin, print(query), variables, context?.fetchOptions?.signal);
    return { data };
  },
  async mutate({ mutation, variables }: MutationOptions): Promise<{ data: unknown }> {
    const data = await graphqlRequest<unknown>(endpoints.admin, print(mutation), variables);
    return { data };
  },
};
