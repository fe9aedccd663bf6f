import type { AuthProvider } from 'react-admin';
import { messages } from '@gym/contracts/messages';
import { endpoints } from './lib/env';
import { authHeaders } from './lib/graphqlRequest';
import { loginRequest, signUpRequest, type SignUpValues } from './dataProvider/auth';
import { isStaff, session, type AuthUser } from './auth/session';
import { handOverToMemberApp, MemberSignedIn } from './login/signInRouting';

export type LoginParams = { readonly email: string; readonly password: string } | { readonly signUp: SignUpValues };

async function authenticate(params: LoginParams): Promise<AuthUser> {
  return 'signUp' in params ? signUpRequest(params.signUp) : loginRequest(params.email, params.password);
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const e = error as { status?: unknown; code?: unknown; body?: { status?: unknown; code?: unknown } };
  if (e.code === 'UNAUTHENTICATED' || e.body?.code === 'UNAUTHENTICATED') return 401;
  if (typeof e.status === 'number') return e.status;
  return undefined;
}

export const authProvider: AuthProvider = {
  async login(params: LoginParams) {
    const user = await authenticate(params);
    // Only staff may use the console; a member's token goes to the member app, their place (issue 35 item 2).
    if (!isStaff(user.rule)) {
      handOverToMemberApp(user.token);
      throw new MemberSignedIn();
    }
    session.save(user);
  },

  async logout() {
    const headers = authHeaders();
    if (headers.Authorization) {
      // The session is closed locally even when the server cannot be reached.
      await fetch(endpoints.signOut, { method: 'DELETE', credentials: 'include', headers }).catch(() => undefined);
    }
    session.clear();
  },

  async checkAuth() {
    const user = session.user();
    // message: false: a visitor who never signed in gets the login page, not an error toast.
    if (!session.token() || !user || !isStaff(user.rule)) throw { message: false };
  },

  async checkError(error: unknown) {
    if (statusOf(error) === 401) {
      session.clear();
      throw new Error(messages.unauthenticated);
    }
  },

  async getIdentity() {
    const user = session.user();
    if (!user) throw new Error(messages.unauthenticated);
    return { id: user.id, fullName: `${user.name} ${user.lastName}`.trim(), name: user.name, lastName: user.lastName };
  },

  async getPermissions() {
    return session.user()?.rule ?? null;
  },
};
