import { messages } from '@gym/contracts/messages';
import { RequestError, toRequestError } from '../lib/graphqlRequest';
import { uploadMessages } from '@gym/contracts/uploads/uploads';
import { errorMessage } from '../lib/notifyError';
import { putPresigned, type PresignedUpload } from './uploads';
import {
  ACCOUNT_SETTINGS_FIELDS,
  CHECKIN_FIELDS,
  type AccountSettingsRecord,
  type CheckinRules,
} from './accountSettings';

/** The Pagamentos tab's fields only the operator reads (the second provider, the webhook address). */
const OPERATOR_PAYMENT_FIELDS = 'secondProviderEnabled secondProviderSecretKey preferredPayment paymentWebhookUrl';

/**
 * The operator's console (/alderaan): its own session and its own endpoint (spec 000 section 6: "a
 * separate API client and endpoint"). Every call of the operator's screens is here.
 */
const TOKEN_KEY = 'operatorToken';
export const operatorSession = {
  token: () => localStorage.getItem(TOKEN_KEY),
  save: (token: string) => localStorage.setItem(TOKEN_KEY, token),
  clear: () => localStorage.removeItem(TOKEN_KEY),
};

async function send<T>(query: string, variables?: Record<string, unknown>): Promise<T> {
  const token = operatorSession.token();
  let response: Response;
  try {
    response = await fetch('/alderaan/graphql', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables: variables ?? {} }),
    });
  } catch {
    throw new RequestError(messages.consoleNetworkError, 0, 'NETWORK', {});
  }
  const body = (await response.json().catch(() => null)) as { data?: T; errors?: [] } | null;
  if (body?.errors?.length) {
    const error = toRequestError(body.errors, response.status);
    // An expired or revoked session: back to the operator's sign-in card.
    if (error.code === 'UNAUTHENTICATED' && operatorSession.token()) {
      operatorSession.clear();
      window.location.assign('/alderaan/login');
    }
    throw error;
  }
  if (!body?.data) throw new RequestError(messages.internalError, response.status || 500, null, {});
  return body.data;
}

export interface OperatorAccount {
  id: string;
  code: string;
  name: string;
  status: string;
  accountType: string;
  visibility: string;
  features: string[];
  totalUsersActive: number;
  billingPending: boolean;
}
export interface PricingRule {
  id?: string | null;
  metricType: string;
  metricThreshold: number;
  basePrice: number;
  description?: string | null;
  order: number;
}
export interface AccountPlan {
  id: string;
  code: string;
  name: string;
  status: string;
  recurrence: string;
  recurrenceQuantity: number;
  planType: string;
  planTypeValue: number;
  maxInstallments: number;
  accountType: string | null;
  value: number;
  billingTriggerType: string;
  billingTriggerDay: number | null;
  cycles: number;
  accountPlanPricingRules: PricingRule[];
}
export interface Relationship {
  id: string;
  accountId: string;
  accountPlanId: string;
  accountPlanName: string;
  status: string;
  planValue: number;
  startPlan: string;
  installments: number;
  discountType: string | null;
  discountValue: number;
  store: string;
  paymentMethod: string;
  nextInvoiceDay: string | null;
}
export interface Invoice {
  id: string;
  accountId: string;
  planName: string;
  periodStart: string;
  periodEnd: string;
  usage: { users: number; filials: number; revenueCents: number };
  units: number;
  subtotal: number;
  discount: number;
  total: number;
  dueDate: string;
  status: string;
  paidAt: string | null;
}
export interface Preview {
  planValue: number;
  recurrenceQuantity: number;
  recurrence: string;
  typeValue: number;
  type: string;
  discount: number;
  totalValue: number;
  units: number;
  subtotal: number;
  usage: { users: number; filials: number; revenueCents: number };
  meteredOn: string | null;
}
export interface Category {
  id: string;
  code: string;
  name: string;
  description: string | null;
  parentId: string | null;
}

const ACCOUNT = 'id code name status accountType visibility features totalUsersActive billingPending';
const PLAN =
  'id code name status recurrence recurrenceQuantity planType planTypeValue maxInstallments accountType value billingTriggerType billingTriggerDay cycles accountPlanPricingRules { id metricType metricThreshold basePrice description order }';
const REL =
  'id accountId accountPlanId accountPlanName status planValue startPlan installments discountType discountValue store paymentMethod nextInvoiceDay';
const INVOICE =
  'id accountId planName periodStart periodEnd usage { users filials revenueCents } units subtotal discount total dueDate status paidAt';

export const operatorApi = {
  async login(email: string, password: string) {
    const data = await send<{ login: { token: string } }>(
      'mutation Login($email: String!, $password: String!) { login(email: $email, password: $password, source: "web") { token } }',
      { email, password },
    );
    operatorSession.save(data.login.token);
  },
  async accounts(search: string, page = 1) {
    const data = await send<{ accounts: { list: OperatorAccount[]; totalEntries: number } }>(
      `query Accounts($search: String, $page: Int) { accounts(search: $search, page: $page) { totalEntries list { ${ACCOUNT} } } }`,
      { search, page },
    );
    return data.accounts;
  },
  async account(id: string) {
    return (
      await send<{ account: OperatorAccount | null }>(`query Account($id: ID!) { account(id: $id) { ${ACCOUNT} } }`, {
        id,
      })
    ).account;
  },
  async saveAccount(input: Record<string, unknown>) {
    const data = await send<{ createOrUpdateAccount: { account: OperatorAccount } }>(
      `mutation CreateOrUpdateAccount($input: AccountInput!) { createOrUpdateAccount(input: $input) { account { ${ACCOUNT} } } }`,
      { input },
    );
    return data.createOrUpdateAccount.account;
  },
  /** The settings page in the operator scope: the whole account, billing data and payment settings included. */
  async accountSettings(id: string) {
    return (
      await send<{ account: AccountSettingsRecord | null }>(
        `query AccountSettings($id: ID!) { account(id: $id) { ${ACCOUNT_SETTINGS_FIELDS} ${OPERATOR_PAYMENT_FIELDS} } }`,
        { id },
      )
    ).account;
  },
  /** The photo of the account being edited: a presigned upload into that account's avatars folder, then the PUT. */
  async uploadAccountAvatar(accountId: string, file: File, onProgress: (percent: number) => void) {
    let upload: PresignedUpload;
    try {
      upload = (
        await send<{ requestAccountAvatarUpload: { presignedUpload: PresignedUpload } }>(
          `mutation RequestAccountAvatarUpload($accountId: ID!, $filename: String!, $contentType: String!) {
            requestAccountAvatarUpload(accountId: $accountId, filename: $filename, contentType: $contentType) { presignedUpload { url fields key fileUrl } }
          }`,
          { accountId, filename: file.name, contentType: file.type },
        )
      ).requestAccountAvatarUpload.presignedUpload;
    } catch (error) {
      throw new Error(uploadMessages.presignFailed(errorMessage(error)));
    }
    return putPresigned(file, upload, onProgress);
  },
  /** The Checkins tab's booking rules of the account being edited. */
  async accountCheckinSettings(accountId: string) {
    return (
      await send<{ accountCheckinSettings: CheckinRules }>(
        `query AccountCheckinSettings($accountId: ID!) { accountCheckinSettings(accountId: $accountId) { ${CHECKIN_FIELDS} } }`,
        { accountId },
      )
    ).accountCheckinSettings;
  },
  /** Spec 000: the operator scope saves the settings with createOrUpdateAccount (same payload). */
  async saveAccountSettings(input: Record<string, unknown>) {
    const data = await send<{ createOrUpdateAccount: { account: AccountSettingsRecord } }>(
      `mutation CreateOrUpdateAccount($input: AccountInput!) { createOrUpdateAccount(input: $input) { account { ${ACCOUNT_SETTINGS_FIELDS} ${OPERATOR_PAYMENT_FIELDS} } } }`,
      { input },
    );
    return data.createOrUpdateAccount.account;
  },
  async plans() {
    return (await send<{ accountPlans: { list: AccountPlan[] } }>(`{ accountPlans { list { ${PLAN} } } }`)).accountPlans
      .list;
  },
  async plan(id: string) {
    return (
      await send<{ accountPlan: AccountPlan | null }>(
        `query AccountPlan($id: ID!) { accountPlan(id: $id) { ${PLAN} } }`,
        { id },
      )
    ).accountPlan;
  },
  async savePlan(input: Record<string, unknown>) {
    const data = await send<{ createOrUpdateAccountPlan: { accountPlan: AccountPlan } }>(
      `mutation CreateOrUpdateAccountPlan($input: AccountPlanInput!) { createOrUpdateAccountPlan(input: $input) { accountPlan { ${PLAN} } } }`,
      { input },
    );
    return data.createOrUpdateAccountPlan.accountPlan;
  },
  async relationships(accountId: string) {
    return (
      await send<{ accountPlanRelationships: Relationship[] }>(
        `query R($accountId: ID!) { accountPlanRelationships(accountId: $accountId) { ${REL} } }`,
        { accountId },
      )
    ).accountPlanRelationships;
  },
  async saveRelationship(variables: Record<string, unknown>) {
    const data = await send<{ createOrUpdateAccountPlanRelationship: { accountPlanRelationship: Relationship } }>(
      `mutation CreateOrUpdateAccountPlanRelationship($id: ID, $accountId: ID!, $accountPlanId: ID, $paymentMethod: String, $startPlan: String, $discountType: String, $discountValue: Int, $store: String, $installments: Int) {
        createOrUpdateAccountPlanRelationship(id: $id, accountId: $accountId, accountPlanId: $accountPlanId, paymentMethod: $paymentMethod, startPlan: $startPlan, discountType: $discountType, discountValue: $discountValue, store: $store, installments: $installments) { accountPlanRelationship { ${REL} } } }`,
      variables,
    );
    return data.createOrUpdateAccountPlanRelationship.accountPlanRelationship;
  },
  async preview(variables: {
    accountId: string;
    accountPlanId: string;
    discountType: string | null;
    discountValue: number;
    startPlan: string | null;
  }) {
    return (
      await send<{ accountPlanPreview: Preview }>(
        'query P($accountId: ID!, $accountPlanId: ID!, $discountType: String, $discountValue: Int, $startPlan: String) { accountPlanPreview(accountId: $accountId, accountPlanId: $accountPlanId, discountType: $discountType, discountValue: $discountValue, startPlan: $startPlan) { planValue recurrenceQuantity recurrence typeValue type discount totalValue units subtotal usage { users filials revenueCents } meteredOn } }',
        variables,
      )
    ).accountPlanPreview;
  },
  async invoices(filter: { accountId?: string; status?: string }) {
    return (
      await send<{ accountInvoices: { list: Invoice[]; totalEntries: number } }>(
        `query I($accountId: ID, $status: String) { accountInvoices(accountId: $accountId, status: $status) { totalEntries list { ${INVOICE} } } }`,
        filter,
      )
    ).accountInvoices;
  },
  async markPaid(id: string) {
    return (
      await send<{ markAccountInvoicePaid: Invoice }>(
        `mutation M($id: ID!) { markAccountInvoicePaid(id: $id) { ${INVOICE} } }`,
        { id },
      )
    ).markAccountInvoicePaid;
  },
  /** Every category and subcategory with its description and parent: what the form edits (issue 35). */
  async categories() {
    return (
      await send<{ operatorCategories: Category[] }>('{ operatorCategories { id code name description parentId } }')
    ).operatorCategories;
  },
  /** POST /alderaan/categories or PUT /alderaan/categories/{id} with the page's CSRF token (spec 000 section 7). */
  async saveCategory(
    id: string | null,
    category: { name: string; description: string | null; parent_id: string | null },
  ) {
    const token = operatorSession.token();
    const auth: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
    const csrf = ((await (await fetch('/alderaan/csrf', { headers: auth })).json()) as { token?: string }).token ?? '';
    const response = await fetch(id ? `/alderaan/categories/${encodeURIComponent(id)}` : '/alderaan/categories', {
      method: id ? 'PUT' : 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrf, ...auth },
      body: JSON.stringify({ category }),
    });
    const body = (await response.json().catch(() => ({}))) as {
      id?: string;
      message?: string;
      error?: string;
      code?: string;
    };
    if (!response.ok)
      throw new RequestError(body.error ?? messages.internalError, response.status, body.code ?? null, {});
    return { id: body.id as string, message: body.message as string };
  },
};
