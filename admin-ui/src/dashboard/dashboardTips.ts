import { dashboardMessages as m } from '@gym/contracts/dashboard/messages';

/** The card-provider account info (spec 002 section 3, accountStripeInfo); the payment-provider feature serves it. */
export interface AccountStripeInfo {
  readonly type?: string | null;
  readonly requirements?: { readonly currentlyDue?: readonly string[] | null } | null;
  readonly reauthLink?: string | null;
}

export interface DashboardState {
  readonly totalPlans: number;
  readonly externalStoreEnabled: boolean;
  readonly app: { readonly id: string } | null;
  /** Student plans sold in the last 7 days. */
  readonly lastDaysUserPlansTotal: number;
  /** undefined: not known here (the field is served by the billing feature). */
  readonly billingPending?: boolean | null;
  /** undefined: not known here; null: the account has no payment-provider account. */
  readonly accountStripeInfo?: AccountStripeInfo | null;
}

export interface DashboardTip {
  readonly key: string;
  readonly text: string;
  readonly link?: { readonly to: string; readonly label: string };
}

export const currentlyDue = (info: AccountStripeInfo | null | undefined): readonly string[] =>
  info?.requirements?.currentlyDue ?? [];

/** Spec 002 'Dashboard' tips, in the order they show: each depends on the account's state. */
export function dashboardTips(s: DashboardState): DashboardTip[] {
  const tips: DashboardTip[] = [];
  if (s.accountStripeInfo === null)
    tips.push({
      key: 'providerMissing',
      text: m.tipProviderMissing,
      link: { to: '/stripe/create', label: m.linkProvider },
    });
  else if (s.accountStripeInfo && currentlyDue(s.accountStripeInfo).length > 0)
    tips.push({ key: 'providerPending', text: m.tipProviderPending, link: { to: '/reauth', label: m.linkReauth } });
  if (s.billingPending) tips.push({ key: 'billingPending', text: m.tipBillingPending });
  if (s.totalPlans === 0)
    tips.push({ key: 'noPlans', text: m.tipNoPlans, link: { to: '/plans/new', label: m.linkCreatePlan } });
  else if (!s.externalStoreEnabled)
    tips.push({
      key: 'externalStoreDisabled',
      text: m.tipExternalStoreDisabled,
      link: { to: '/plans', label: m.linkPlans },
    });
  if (!s.app) tips.push({ key: 'noApp', text: m.tipNoApp, link: { to: '/app', label: m.linkApp } });
  if (s.totalPlans > 0 && s.lastDaysUserPlansTotal === 0)
    tips.push({ key: 'noNewPlans', text: m.tipNoNewPlans, link: { to: '/campaigns/new', label: m.linkCampaigns } });
  return tips;
}

/** '+3', '-2', '0': a month's total against the previous month's. */
export const signedDifference = (current: number, last: number): string => {
  const d = current - last;
  return d > 0 ? `+${d}` : String(d);
};
