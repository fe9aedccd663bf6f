/** The auth provider's two operations (account scope); the session itself is auth/session.ts. */
import type { AuthUser } from '../auth/session';
import { accountRequest } from './request';

const AUTH_USER_FIELDS = 'id name lastName email token status rule accountCode';

/** Spec 000 section 7: login(email, password, source fixed to web) on the account scope. */
export async function loginRequest(email: string, password: string): Promise<AuthUser> {
  const data = await accountRequest<{ login: AuthUser }>(
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
  const data = await accountRequest<{ signUp: AuthUser }>(
    `mutation SignUp($name: String!, $lastName: String!, $email: String!, $password: String!, $passwordConfirmation: String) {
      signUp(name: $name, lastName: $lastName, email: $email, password: $password, passwordConfirmation: $passwordConfirmation) { ${AUTH_USER_FIELDS} }
    }`,
    { ...values, passwordConfirmation: values.password },
  );
  return data.signUp;
}
