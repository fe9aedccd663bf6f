import { accountCodeOf, gqlData } from './gqlBody';

/** The account comes from the address (/{account}/reviews); every call carries the member's token when present. */
export const accountCode = accountCodeOf(window.location.pathname);
export const endpoint = `/${accountCode}/graphql`;
export const reviewsPath = `/${accountCode}/reviews`;

const TOKEN_KEY = 'member.token';

export const memberToken = {
  get: () => localStorage.getItem(TOKEN_KEY),
  set: (token: string) => localStorage.setItem(TOKEN_KEY, token),
};

export async function gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const token = memberToken.get();
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
  } catch {
    throw new Error('Network request failed');
  }
  return gqlData((await response.json().catch(() => null)) as { data?: T; errors?: { message: string }[] } | null);
}
