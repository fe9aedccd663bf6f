import { messages } from '@gym/contracts/messages';

/** The account is the address's first segment: /{account}/app. */
export const accountCode = decodeURIComponent(window.location.pathname.split('/')[1] ?? '');
export const appBase = `/${encodeURIComponent(accountCode)}/app/`;
const endpoint = `/${encodeURIComponent(accountCode)}/graphql`;

const TOKEN_KEY = `memberApp.${accountCode}.token`;

export const session = {
  token: () => localStorage.getItem(TOKEN_KEY),
  set: (token: string) => localStorage.setItem(TOKEN_KEY, token),
  clear: () => localStorage.removeItem(TOKEN_KEY),
};

/** Thrown for a 401: the session ended (expired, signed out elsewhere, the member removed). */
export class SignedOutError extends Error {}
/** A refusal that names its way out (issue 34's entitlement: the checkout's link for a member without a plan). */
export class RefusedError extends Error {
  constructor(
    message: string,
    readonly wayOut: { readonly label: string; readonly href: string | null } | null,
  ) {
    super(message);
  }
}
/** Thrown when the network is unreachable (the app may show what it saved). */
export class OfflineError extends Error {}

/** One call to the member endpoint, with the member's token; the server's pt-BR messages as the error. */
export async function gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const token = session.token();
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
  } catch {
    throw new OfflineError(messages.genericRequestError);
  }
  const body = (await response.json().catch(() => null)) as {
    data?: T | null;
    errors?: { message: string; extensions?: { code?: string; wayOut?: { label: string; href: string | null } } }[];
  } | null;
  if (body?.errors?.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) {
    session.clear();
    throw new SignedOutError(body.errors[0]!.message);
  }
  const wayOut = body?.errors?.find((e) => e.extensions?.wayOut)?.extensions?.wayOut;
  if (body?.errors?.length && wayOut) throw new RefusedError(body.errors.map((e) => e.message).join(', '), wayOut);
  if (body?.errors?.length) throw new Error(body.errors.map((e) => e.message).join(', '));
  if (!body?.data) throw new Error(messages.genericRequestError);
  return body.data;
}

/** What the app keeps for offline use, per gym. */
export const saved = {
  get<T>(key: string): T | null {
    try {
      return JSON.parse(localStorage.getItem(`memberApp.${accountCode}.${key}`) ?? 'null') as T | null;
    } catch {
      return null;
    }
  },
  set(key: string, value: unknown) {
    localStorage.setItem(`memberApp.${accountCode}.${key}`, JSON.stringify(value));
  },
};
