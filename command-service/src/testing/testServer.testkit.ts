import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// HTTP tests run the whole embedded product, started by the composition root (app/).
import { demo, startServer, type RunningServer, type ServerOptions } from '@gym/app';

export interface GqlResult<T = any> {
  readonly status: number;
  readonly data: T | null;
  readonly errors:
    | Array<{
        message: string;
        path?: string[];
        extensions: { code: string; fields: Array<{ path: (string | number)[]; message: string }> };
      }>
    | undefined;
}

/** A real server on a real SQLite folder and a free port, seeded with the demo account and operator. */
export async function startTestServer(options: Partial<ServerOptions> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gym-api-'));
  const server: RunningServer = await startServer({ dataDir, port: 0, seed: true, log: () => {}, ...options });

  async function gql<T = any>(
    endpoint: string,
    query: string,
    variables: Record<string, unknown> = {},
    token?: string | null,
  ): Promise<GqlResult<T>> {
    const response = await fetch(`${server.url}${endpoint}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: GqlResult['errors'] };
    return { status: response.status, data: body.data ?? null, errors: body.errors };
  }

  async function login(accountCode: string, email: string, password: string): Promise<string> {
    const result = await gql(
      `/${accountCode}/graphql`,
      'mutation($e:String!,$p:String!){ login(email:$e, password:$p, source:"web"){ token } }',
      { e: email, p: password },
    );
    if (!result.data) throw new Error(`login failed: ${JSON.stringify(result.errors)}`);
    return result.data.login.token as string;
  }

  async function operatorToken(): Promise<string> {
    const result = await gql(
      '/alderaan/graphql',
      'mutation($e:String!,$p:String!){ login(email:$e, password:$p){ token } }',
      { e: demo.operator.email, p: demo.operator.password },
    );
    return result.data.login.token as string;
  }

  return {
    server,
    url: server.url,
    dataDir,
    gql,
    login,
    operatorToken,
    adminToken: () => login(demo.accountCode, demo.admin.email, demo.admin.password),
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

export const CREATE_ACCOUNT = /* GraphQL */ `
  mutation($input: AccountInput!) { createOrUpdateAccount(input: $input) { account { id code name features } } }
`;
export const SAVE_STUDENT = /* GraphQL */ `
  mutation($input: UserInput!) { createOrUpdateUser(input: $input) { id name lastName fullName email status cpf relationship { origin rule } } }
`;
export const LIST_STUDENTS = /* GraphQL */ `
  query($page: Int, $search: String) { alunos(page: $page, search: $search) { page totalEntries totalPages list { id fullName email } } }
`;
