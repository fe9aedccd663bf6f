import { expect } from 'vitest';
import type { GqlResult, TestServer } from './testServer.testkit.ts';

/** One GraphQL call over real HTTP: the endpoint (`/demo/admin/graphql`), the document and its variables. */
export interface GqlCall {
  readonly endpoint: string;
  readonly query: string;
  readonly variables?: Record<string, unknown>;
}

/** Who calls: a function that sets up the world as needed and answers the bearer token (null: anonymous). */
export type Caller = () => Promise<string | null>;

/**
 * Given a caller / when a call / then its data (or then its error), over the real server: the HTTP tests
 * read like the decider tests. `then` and `thenFails` return the whole answer for further checks.
 */
export function httpSpec(t: TestServer) {
  return {
    given(caller: Caller) {
      return {
        when(call: GqlCall) {
          const run = async (): Promise<GqlResult> =>
            t.gql(call.endpoint, call.query, call.variables ?? {}, await caller());
          return {
            // biome-ignore lint/suspicious/noThenProperty: given/when/then by design; a spec is never awaited
            async then(check: (data: any) => void = () => {}): Promise<GqlResult> {
              const result = await run();
              expect(result.errors).toBeUndefined();
              check(result.data);
              return result;
            },
            async thenFails(
              code: string,
              message: string,
              fields?: readonly { path: (string | number)[]; message: string }[],
            ): Promise<GqlResult> {
              const result = await run();
              expect(result.data).toBeNull();
              expect(result.errors?.[0]).toMatchObject({ message, extensions: { code } });
              if (fields) expect(result.errors?.[0]?.extensions.fields).toEqual(fields);
              return result;
            },
          };
        },
      };
    },
  };
}
