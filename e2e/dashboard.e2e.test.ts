import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardMessages as m } from '@gym/contracts';
import { seedDashboardDemo } from '@gym/command-service';
import { getAccountByCode } from '@gym/projection-service';
import { demo } from '@gym/app';
import { browserUnavailableReason } from './browser.testkit.ts';
import { newConsolePage, openConsoleSession, signInAsDemoAdmin, type ConsoleSession } from './console.testkit.ts';

const skipReason = browserUnavailableReason();
if (skipReason) console.warn(`[e2e skipped] ${skipReason}`);

const TOTALS = `{ dashboardCheckins(days: 15) { totalCheckinsCurrentMonth totalCheckinsLastMonth }
  dashboardPlans(days: 8) { lastDaysUserPlansTotal } dashboardUsers(days: 14) { lastDaysUserRelationshipsTotal } }`;

/** The demo gym's dashboard (spec 002 /admin/) in real Chromium, with the activity `npm start` seeds. */
describe.skipIf(skipReason !== null)('dashboard in Chromium: the demo gym', { timeout: 240_000 }, () => {
  let session: ConsoleSession;
  let page: Page;
  let token: string;

  beforeAll(async () => {
    session = await openConsoleSession();
    page = session.page;
    const account = await getAccountByCode(session.server.services.documents, demo.accountCode);
    const position = await seedDashboardDemo(session.server.services, {
      accountId: account!.id,
      userId: null,
      correlationId: 'seed',
    });
    await session.server.services.readModelsReached(position, 10_000);
    const { login } = await session.adminGql(
      'mutation($e:String!,$p:String!){ login(email:$e, password:$p){ token } }',
      { e: demo.admin.email, p: demo.admin.password },
    );
    token = login.token;
    await signInAsDemoAdmin(page, session.consoleUrl);
  });
  afterAll(async () => {
    await session?.close();
  });

  it('opens on the dashboard with its three charts, the month totals, a tip with its link and the comments', async () => {
    const api = await session.adminGql(TOTALS, {}, token);
    const { totalCheckinsCurrentMonth, totalCheckinsLastMonth } = api.dashboardCheckins;
    expect(totalCheckinsCurrentMonth + totalCheckinsLastMonth).toBeGreaterThan(0);
    await page.goto(session.consoleUrl);
    await page.getByTestId('checkins-chart').waitFor();
    await expect.poll(() => page.getByTestId('checkins-chart').locator('canvas').count()).toBe(1);
    await page.getByTestId('plans-chart').locator('canvas').waitFor();
    await page.getByTestId('users-chart').locator('canvas').waitFor();
    // The charts keep their size: the page does not grow while they are drawn (a chart.js resize loop would).
    const height = () => page.evaluate(() => document.documentElement.scrollHeight);
    await page.waitForTimeout(1500);
    const settled = await height();
    await page.waitForTimeout(1500);
    expect(await height()).toBe(settled);
    const diff = totalCheckinsCurrentMonth - totalCheckinsLastMonth;
    await expect
      .poll(() => page.getByTestId('checkins-total').textContent())
      .toBe(`${totalCheckinsCurrentMonth} (${diff > 0 ? `+${diff}` : diff} ${m.comparedToLastMonth})`);
    await expect
      .poll(() => page.getByTestId('plans-chart-total').textContent())
      .toBe(String(api.dashboardPlans.lastDaysUserPlansTotal));
    await expect
      .poll(() => page.getByTestId('users-chart-total').textContent())
      .toBe(String(api.dashboardUsers.lastDaysUserRelationshipsTotal));
    // The demo has plans and sold some this week, and has no app: the app tip, linking to /app.
    await page.getByTestId('tip-noApp').waitFor();
    await expect.poll(() => page.getByTestId('tip-noPlans').count()).toBe(0);
    await page.getByTestId('tip-noApp').getByRole('link', { name: m.linkApp }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/${demo.accountCode}/admin/app`);
    await page.goBack();
    const widget = page.getByTestId('comments-widget');
    await widget.getByText(m.noComments).waitFor();
    await expect
      .poll(() => widget.getByRole('link', { name: m.manageComments }).getAttribute('href'))
      .toBe(`/${demo.accountCode}/admin/general_comments`);
  });

  it('fits a 375 px phone without horizontal scrolling', async () => {
    const phone = await newConsolePage(session.browser, { width: 375, height: 800 });
    await signInAsDemoAdmin(phone, session.consoleUrl);
    await phone.getByTestId('checkins-chart').waitFor();
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await phone.close();
  });

  it("shows 'Houve um erro ao tentar carregar a página.' and the server message when a dashboard query fails", async () => {
    // The API answering an error: the browser's request is answered as the server answers a failed query.
    await page.route('**/admin/graphql', async (route) => {
      if ((route.request().postData() ?? '').includes('dashboardCheckins'))
        await route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ errors: [{ message: 'Falha no teste', extensions: { code: 'INTERNAL' } }] }),
        });
      else await route.fallback();
    });
    await page.goto(session.consoleUrl);
    await page.getByText(m.loadError).first().waitFor();
    await page.getByText('Falha no teste').first().waitFor();
    await page.unroute('**/admin/graphql');
  });
});
