import { accountRequest, adminRequest } from './request';

/** The signed-in account (admin scope). */
export interface AdminAccount {
  readonly id: string;
  readonly code: string;
  readonly name: string;
  readonly label: string;
  readonly features: readonly string[];
  readonly accountType: string;
  readonly status: string;
  /** The account's own word for points (settings, Geral); null: 'Pontos'. */
  readonly pointsLabel?: string | null;
}

const ADMIN_ACCOUNT = 'query AdminAccount { account { id code name label features accountType status pointsLabel } }';
const PUBLIC_NAME = 'query AccountName { account { name } }';

export const accountMethods = {
  /** account on the admin scope: its features gate the navigation and the student screens. */
  adminAccount: () => adminRequest<{ account: AdminAccount }>(ADMIN_ACCOUNT).then((d) => d.account),
  /** The public account name shown on the sign-in and sign-up cards (account scope). */
  publicAccountName: () => accountRequest<{ account: { name: string } }>(PUBLIC_NAME).then((d) => d.account.name),
};
