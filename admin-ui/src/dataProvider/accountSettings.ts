import type { AccountBilling } from '@gym/contracts/accounts/billing';
import { endpoints } from '../lib/env';
import { graphqlRequest } from '../lib/graphqlRequest';

export const ACCOUNT_SETTINGS_FIELDS =
  'id code name bio status visibility accountType category subcategory features senderEmail senderName avatarUrl athletesLabel pointsLabel registerEnabled registerStatus requiresPlanOnSignup securityCheckout captchaSecretKey accountBilling { billingType documentId phone email zipcode neighborhood addressLine1 addressLine2 city state country }';
export const CHECKIN_FIELDS =
  'daysAheadCheckin hoursAheadCheckin hoursBeforeRemoveCheckin minimumCheckinsGympass minimumCheckinsToPoints overdueToleranceDays noShowLimit noShowBlockDays';

export interface AccountSettingsRecord {
  readonly id: string;
  readonly code: string;
  readonly name: string;
  readonly bio: string | null;
  readonly status: string;
  readonly visibility: string;
  readonly accountType: string;
  readonly category: string | null;
  readonly subcategory: string | null;
  readonly features: readonly string[];
  readonly senderEmail: string | null;
  readonly senderName: string | null;
  readonly avatarUrl: string | null;
  readonly athletesLabel: string | null;
  readonly pointsLabel: string | null;
  readonly registerEnabled: boolean;
  readonly registerStatus: string;
  readonly requiresPlanOnSignup: boolean;
  readonly accountBilling: AccountBilling | null;
  readonly securityCheckout: boolean;
  /** The hidden-key placeholder when set (the API never answers a secret). */
  readonly captchaSecretKey: string | null;
}
export type CheckinRules = Record<
  | 'daysAheadCheckin'
  | 'hoursAheadCheckin'
  | 'hoursBeforeRemoveCheckin'
  | 'minimumCheckinsGympass'
  | 'minimumCheckinsToPoints'
  | 'overdueToleranceDays'
  | 'noShowLimit'
  | 'noShowBlockDays',
  number | null
>;

/** The settings screen's record: the account, and its booking rules when it has the checkins feature. */
export async function getAccountSettings(
  withCheckins: boolean,
): Promise<{ account: AccountSettingsRecord; checkins: CheckinRules | null }> {
  const data = await graphqlRequest<{ account: AccountSettingsRecord; checkinSettings?: CheckinRules }>(
    endpoints.admin,
    `query AccountSettings { account { ${ACCOUNT_SETTINGS_FIELDS} } ${withCheckins ? `checkinSettings { ${CHECKIN_FIELDS} }` : ''} }`,
  );
  return { account: data.account, checkins: data.checkinSettings ?? null };
}

/** Spec 000 section 7: updateAccount with the account fields; reads the account. */
export async function updateAccount(
  input: Record<string, unknown>,
  endpoint: string = endpoints.admin,
): Promise<AccountSettingsRecord> {
  const data = await graphqlRequest<{ updateAccount: { account: AccountSettingsRecord } }>(
    endpoint,
    `mutation UpdateAccount($input: AccountSettingsInput!) { updateAccount(input: $input) { account { ${ACCOUNT_SETTINGS_FIELDS} } } }`,
    { input },
  );
  return data.updateAccount.account;
}
