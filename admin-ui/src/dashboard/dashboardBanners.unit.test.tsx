import { dashboardMessages as m } from '@gym/contracts/dashboard/messages';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DashboardBanners, type DashboardBannersProps } from './DashboardBanners';
import { dashboardTips, signedDifference, type DashboardState } from './dashboardTips';

const render = (props: DashboardBannersProps) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <DashboardBanners {...props} />
    </MemoryRouter>,
  );

describe('dashboard banners (spec 002): rendered from the billingPending and accountStripeInfo values', () => {
  it('shows nothing while the values are not known or all is in order', () => {
    expect(render({})).not.toContain('role="alert"');
    expect(render({ billingPending: false, accountStripeInfo: { requirements: { currentlyDue: [] } } })).not.toContain(
      'role="alert"',
    );
  });

  it('shows the pending billing banner', () => {
    const html = render({ billingPending: true });
    expect(html).toContain('banner-billing-pending');
    expect(html).toContain(m.bannerBillingPending);
  });

  it('lists the requirements currently due with the link to finish the documents', () => {
    const html = render({
      accountStripeInfo: { requirements: { currentlyDue: ['external_account', 'individual.id_number'] } },
    });
    expect(html).toContain('banner-requirements-due');
    expect(html).toContain('external_account, individual.id_number');
    expect(html).toContain('href="/reauth"');
    expect(html).not.toContain('banner-provider-missing');
  });

  it('asks for the payment-provider information when the account has none', () => {
    const html = render({ accountStripeInfo: null });
    expect(html).toContain('banner-provider-missing');
    expect(html).toContain('href="/stripe/create"');
  });
});

const base: DashboardState = { totalPlans: 3, externalStoreEnabled: true, app: { id: 'a' }, lastDaysUserPlansTotal: 2 };
const keys = (s: Partial<DashboardState>) => dashboardTips({ ...base, ...s }).map((t) => t.key);

describe('dashboard tips (spec 002): by account state, with their links', () => {
  it('none for an account in order', () => expect(keys({})).toEqual([]));
  it('no plans links to the plan form', () => {
    const tips = dashboardTips({ ...base, totalPlans: 0, lastDaysUserPlansTotal: 0 });
    expect(tips.map((t) => t.key)).toEqual(['noPlans']);
    expect(tips[0]!.link).toEqual({ to: '/plans/new', label: m.linkCreatePlan });
  });
  it('no app links to /app; no external store; no plans sold in 7 days', () => {
    expect(keys({ app: null })).toEqual(['noApp']);
    expect(dashboardTips({ ...base, app: null })[0]!.link!.to).toBe('/app');
    expect(keys({ externalStoreEnabled: false })).toEqual(['externalStoreDisabled']);
    expect(keys({ lastDaysUserPlansTotal: 0 })).toEqual(['noNewPlans']);
  });
  it('payment provider missing or pending, and billing pending', () => {
    expect(dashboardTips({ ...base, accountStripeInfo: null })[0]!.link!.to).toBe('/stripe/create');
    expect(dashboardTips({ ...base, accountStripeInfo: { requirements: { currentlyDue: ['x'] } } })[0]!.link!.to).toBe(
      '/reauth',
    );
    expect(keys({ billingPending: true })).toEqual(['billingPending']);
  });
  it('signed differences', () => {
    expect([signedDifference(5, 3), signedDifference(3, 5), signedDifference(2, 2)]).toEqual(['+2', '-2', '0']);
  });
});
