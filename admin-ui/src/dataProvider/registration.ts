import type { AuthUser } from '../auth/session';
import { toRequestError, RequestError } from '../lib/graphqlRequest';
import { messages } from '@gym/contracts/messages';

/** The public wizard's calls (spec 000 section 7) on /global/graphql: no account in the address. */
const GLOBAL = '/global/graphql';

async function globalRequest<T>(query: string, variables: Record<string, unknown>, token: string | null): Promise<T> {
  let response: Response;
  try {
    response = await fetch(GLOBAL, {
      method: 'POST',
      credentials: 'include',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
  } catch {
    throw new RequestError(messages.consoleNetworkError, 0, 'NETWORK', {});
  }
  const body = (await response.json().catch(() => null)) as {
    data?: T | null;
    errors?: Parameters<typeof toRequestError>[0];
  } | null;
  if (body?.errors?.length) throw toRequestError(body.errors, response.status);
  if (!response.ok || !body?.data) throw new RequestError(messages.internalError, response.status || 500, null, {});
  return body.data;
}

export interface Option {
  readonly code: string;
  readonly name: string;
}

export const accountCategories = () =>
  globalRequest<{ accountCategories: Option[] }>(
    'query AccountCategories { accountCategories { name code } }',
    {},
    null,
  ).then((d) => d.accountCategories);

export const accountSubcategories = (categoryCode: string) =>
  globalRequest<{ accountSubcategories: Option[] }>(
    'query AccountSubcategories($categoryCode: String!) { accountSubcategories(categoryCode: $categoryCode) { name code } }',
    { categoryCode },
    null,
  ).then((d) => d.accountSubcategories);

export interface LookedUpAddress {
  readonly street: string | null;
  readonly neighborhood: string | null;
  readonly city: string | null;
  readonly state: string | null;
}

export const lookupZipcode = (zipcode: string) =>
  globalRequest<{ zipcodeLookup: LookedUpAddress | null }>(
    'query ZipcodeLookup($zipcode: String!) { zipcodeLookup(zipcode: $zipcode) { street neighborhood city state } }',
    { zipcode },
    null,
  ).then((d) => d.zipcodeLookup);

export interface RegistrationPayload {
  readonly name: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
  readonly password: string | null;
  readonly accountType: string;
  readonly atuationType: string;
  readonly category: string;
  readonly subcategory: string;
  readonly cref: string | null;
  readonly cpf: string;
  readonly avatar: string | null;
  readonly zipcode: string;
  readonly street: string;
  readonly number: string;
  readonly complement: string | null;
  readonly neighborhood: string;
  readonly city: string;
  readonly state: string;
}

const CREATE_ACCOUNT = `mutation CreateAccount($name: String!, $lastName: String!, $email: String!, $phone: String!, $password: String,
  $accountType: String, $atuationType: String!, $category: String!, $subcategory: String, $cref: String, $cpf: String!, $avatar: String, $zipcode: String!,
  $street: String!, $number: String!, $complement: String, $neighborhood: String!, $city: String!, $state: String!) {
  createAccount(name: $name, lastName: $lastName, email: $email, phone: $phone, password: $password, accountType: $accountType, atuationType: $atuationType,
    category: $category, subcategory: $subcategory, cref: $cref, cpf: $cpf, avatar: $avatar, zipcode: $zipcode, street: $street,
    number: $number, complement: $complement, neighborhood: $neighborhood, city: $city, state: $state) {
    id name code owner { id name lastName email phone token }
  }
}`;

export interface CreatedAccount {
  readonly id: string;
  readonly name: string;
  readonly code: string;
  readonly owner: {
    readonly id: string;
    readonly name: string;
    readonly lastName: string;
    readonly email: string;
    readonly phone: string | null;
    readonly token: string;
  };
}

/** createAccount; `token` is the signed-in user's when the wizard hid the password. */
export const createAccount = (payload: RegistrationPayload, token: string | null) =>
  globalRequest<{ createAccount: CreatedAccount }>(CREATE_ACCOUNT, { ...payload }, token).then((d) => d.createAccount);

/** The console's session of the new owner: signed in as the account's admin. */
export function ownerSession(created: CreatedAccount): AuthUser {
  const { id, name, lastName, email, token } = created.owner;
  return { id, name, lastName, email, token, status: 'ativo', rule: 'admin', accountCode: created.code };
}
