import { endpoints } from '../lib/env';
import { graphqlRequest } from '../lib/graphqlRequest';
import type { AuthUser } from './session';

const AUTH_USER_FIELDS = 'id name lastName email token status rule accountCode';

/** Spec 000 section 7: login(email, password, source fixed to web) on the account scope. */
export async function loginRequest(email: string, password: string): Promise<AuthUser> {
  const data = await graphqlRequest<{ login: AuthUser }>(
    endpoints.account,
    `mutation Login($email: String!, $password: String!, $source: String) {
      login(email: $email, password: $password, source: $source) { ${AUTH_USER_FIELDS} }
    }`,
    { email, password, source: 'web' },
  );
  return data.login;
}

export interface SignUpValues {
  readonly name: string;
  readonly lastName: string;
  readonly email: string;
  readonly password: string;
}

/** Spec 000 section 7: signUp(name, lastName, email, password, passwordConfirmation). */
export async function signUpRequest(values: SignUpValues): Promise<AuthUser> {
  const data = await graphqlRequest<{ signUp: AuthUser }>(
    endpoints.account,
    `mutation SignUp($name: String!, $lastName: String!, $email: String!, $password: String!, $passwordConfirmation: String) {
      signUp(name: $name, lastName: $lastName, email: $email, password: $password, passwordConfirmation: $passwordConfirmation) { ${AUTH_USER_FIELDS} }
    }`,
    { ...values, passwordConfirmation: values.password },
  );
  return data.signUp;
}

/** The public account name shown on the sign-in and sign-up cards. */
export async function publicAccountName(): Promise<string> {
  const data = await graphqlRequest<{ account: { name: string } }>(endpoints.account, 'query { account { name } }');
  return data.account.name;
}
