import { endpoints } from '../lib/env';
import { graphqlRequest } from '../lib/graphqlRequest';

/** Spec 000's card-provider account info (the Account's `accountStripeInfo`). */
export interface AccountStripeInfo {
  readonly id: string;
  readonly type: string | null;
  readonly chargesEnabled: boolean;
  readonly reauthLink: string;
  readonly businessProfile: { readonly name: string | null };
  readonly requirements: { readonly currentlyDue: readonly string[] };
}

/** null while the account has no card-provider account. */
export async function getAccountStripeInfo(): Promise<AccountStripeInfo | null> {
  const data = await graphqlRequest<{ account: { accountStripeInfo: AccountStripeInfo | null } }>(
    endpoints.admin,
    `query AccountStripeInfo { account { accountStripeInfo {
      id type chargesEnabled reauthLink businessProfile { name } requirements { currentlyDue } } } }`,
  );
  return data.account.accountStripeInfo;
}

/** /admin/stripe/create and /admin/reauth: the provider's onboarding address (the account is created once). */
export async function createStripeAccountLink(): Promise<string> {
  const data = await graphqlRequest<{ createStripeAccountLink: { url: string } }>(
    endpoints.admin,
    'mutation CreateStripeAccountLink { createStripeAccountLink { url } }',
  );
  return data.createStripeAccountLink.url;
}
