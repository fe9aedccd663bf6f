import { adminRequest } from './request';

export interface DashboardDay {
  readonly date: string;
  readonly total: number;
}
export interface DashboardCheckins {
  readonly checkinsCurrentMonth: readonly DashboardDay[];
  readonly checkinsLastMonth: readonly DashboardDay[];
  readonly gympassValidatedCurrentMonth: readonly DashboardDay[];
  readonly gympassValidatedLastMonth: readonly DashboardDay[];
  readonly totalCheckinsCurrentMonth: number;
  readonly totalCheckinsLastMonth: number;
  readonly totalGympassValidatedCurrentMonth: number;
  readonly totalGympassValidatedLastMonth: number;
}
export interface DashboardPlansData {
  readonly dashboardPlans: {
    readonly lastDaysUserPlans: readonly { readonly startDate: string; readonly total: number }[];
    readonly lastDaysUserPlansTotal: number;
  };
  readonly account: DashboardAccount;
}
export interface DashboardAccount {
  readonly id: string;
  readonly code: string;
  readonly totalPlans: number;
  readonly externalStoreEnabled: boolean;
  readonly app: { readonly id: string; readonly name: string } | null;
  /** An account-plan invoice is overdue (the operator's billing). */
  readonly billingPending: boolean;
  /** The card provider's account; null until payment onboarding starts. */
  readonly accountStripeInfo?: { readonly requirements: { readonly currentlyDue: readonly string[] } } | null;
}
export interface DashboardUsers {
  readonly lastDaysUserRelationships: readonly {
    readonly id: string;
    readonly createdAt: string;
    readonly rule: string;
    readonly status: string;
  }[];
  readonly lastDaysUserRelationshipsByDay: readonly DashboardDay[];
  readonly lastDaysUserRelationshipsTotal: number;
}
export interface DashboardComment {
  readonly id: string;
  readonly message: string;
  readonly createdAt: string;
  readonly author: { readonly name: string; readonly avatar: string | null };
  readonly commentableId: string;
  readonly commentableType: string;
}
export interface DashboardComments {
  readonly lastDaysComments: readonly DashboardDay[];
  readonly list: readonly DashboardComment[];
  readonly lastDaysCommentsTotal: number;
}

const DAY = 'date total';
const CHECKINS = `query DashboardCheckins($days: Int, $filialsCode: [String!]) {
  dashboardCheckins(days: $days, filialsCode: $filialsCode) {
    checkinsCurrentMonth { ${DAY} } checkinsLastMonth { ${DAY} }
    gympassValidatedCurrentMonth { ${DAY} } gympassValidatedLastMonth { ${DAY} }
    totalCheckinsCurrentMonth totalCheckinsLastMonth totalGympassValidatedCurrentMonth totalGympassValidatedLastMonth
  }
}`;
/** Spec 002: "dashboardPlans and account (dashboard query)": the plans window and the account's dashboard fields. */
const PLANS = `query DashboardPlans($days: Int) {
  dashboardPlans(days: $days) { lastDaysUserPlans { startDate total } lastDaysUserPlansTotal }
  account {
    id code totalPlans externalStoreEnabled app { id name } billingPending
    accountStripeInfo { requirements { currentlyDue } }
  }
}`;
const USERS = `query DashboardUsers($days: Int, $filialsCode: [String!]) {
  dashboardUsers(days: $days, filialsCode: $filialsCode) {
    lastDaysUserRelationships { id createdAt rule status } lastDaysUserRelationshipsByDay { ${DAY} }
    lastDaysUserRelationshipsTotal
  }
}`;
const COMMENTS = `query DashboardComments($days: Int, $filialsCode: [String!]) {
  dashboardComments(days: $days, filialsCode: $filialsCode) {
    lastDaysComments { ${DAY} } lastDaysCommentsTotal
    list { id message createdAt commentableId commentableType author { name avatar } }
  }
}`;

/** The dashboard's four queries (spec 002 section 7). */
export const dashboardMethods = {
  dashboardCheckins: (days: number, filialsCode?: readonly string[]) =>
    adminRequest<{ dashboardCheckins: DashboardCheckins }>(CHECKINS, { days, filialsCode }).then(
      (d) => d.dashboardCheckins,
    ),
  // An unreachable card provider leaves its banner out ("not known") instead of failing the dashboard.
  dashboardPlans: (days: number) =>
    adminRequest<DashboardPlansData>(PLANS, { days }, undefined, ['account.accountStripeInfo']),
  dashboardUsers: (days: number, filialsCode?: readonly string[]) =>
    adminRequest<{ dashboardUsers: DashboardUsers }>(USERS, { days, filialsCode }).then((d) => d.dashboardUsers),
  dashboardComments: (days: number, filialsCode?: readonly string[]) =>
    adminRequest<{ dashboardComments: DashboardComments }>(COMMENTS, { days, filialsCode }).then(
      (d) => d.dashboardComments,
    ),
};
