/**
 * The console lives at /{account}/admin/*: the account code is the first path segment (spec 000 section 7:
 * "the account is taken from a page-level variable").
 */
export const accountCode: string = decodeURIComponent(window.location.pathname.split('/')[1] ?? '');

export const basename = `/${accountCode}/admin`;

export const endpoints = {
  /** Public account scope: account name, login, signUp. */
  account: `/${accountCode}/graphql`,
  /** Staff scope: account data, students. */
  admin: `/${accountCode}/admin/graphql`,
  signOut: '/users/sign_out',
  student: (id: string | number) => `/${accountCode}/admin/alunos/${encodeURIComponent(String(id))}`,
} as const;
