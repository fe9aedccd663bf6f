import { staffRoles, type Role } from '@gym/contracts/students/enums';

/** The AuthUser of login and signUp (accountSdl). */
export interface AuthUser {
  readonly id: string;
  readonly name: string;
  readonly lastName: string;
  readonly email: string;
  readonly token: string;
  readonly status: string | null;
  readonly rule: string;
  readonly accountCode: string | null;
}

const TOKEN_KEY = 'token';
const USER_KEY = 'user';

export const session = {
  token(): string | null {
    return localStorage.getItem(TOKEN_KEY);
  },
  user(): AuthUser | null {
    const raw = localStorage.getItem(USER_KEY);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as AuthUser;
    } catch {
      return null;
    }
  },
  save(user: AuthUser): void {
    localStorage.setItem(TOKEN_KEY, user.token);
    localStorage.setItem(USER_KEY, JSON.stringify(user));
  },
  clear(): void {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
  },
};

export function isStaff(rule: string): boolean {
  return (staffRoles as readonly string[]).includes(rule as Role);
}
