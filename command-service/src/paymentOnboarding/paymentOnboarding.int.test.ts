import { demo } from '@gym/app';
import { SandboxOnboarding, SandboxPaymentProvider, StripeConnectOnboarding } from '@gym/platform/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeMock, stripeMockUnavailableReason, type StripeMock } from '../../../scripts/stripe/stripeMock.ts';
import { memberWithRole } from '../accountSettings/staff.testkit.ts';
import { startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

const ADMIN = `/${demo.accountCode}/admin/graphql`;
const LINK = 'mutation { createStripeAccountLink { url } }';
const INFO = `{ account { accountStripeInfo {
  id type chargesEnabled reauthLink businessProfile { name url supportEmail } requirements { currentlyDue } } } }`;

const skipReason = stripeMockUnavailableReason();
if (skipReason) console.warn(`[payment onboarding against stripe-mock skipped] ${skipReason}`);

const connectedEvents = async (t: TestServer) =>
  (await t.server.services.eventStore.readAll(0, 1_000_000)).filter((e) => e.type === 'PaymentAccountConnected');

/** Spec 000 payment onboarding through Stripe Connect (the official SDK) against stripe-mock. */
describe.skipIf(skipReason !== null)('payment onboarding against stripe-mock', { timeout: 300_000 }, () => {
  let mock: StripeMock;
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    mock = await startStripeMock();
    const sandbox = new SandboxPaymentProvider();
    const onboarding = new StripeConnectOnboarding({
      secretKey: 'sk_test_123',
      api: { host: mock.host, port: mock.port, protocol: 'http' },
    });
    t = await startTestServer({ payments: { card: sandbox, hosted: null, sandbox, onboarding } });
    token = await t.adminToken();
  });
  afterAll(async () => {
    await t?.close();
    await mock?.stop();
  });

  it('answers no card-provider account before onboarding (the payments tab offers to enable it)', async () => {
    const answer = await t.gql(ADMIN, INFO, {}, token);
    expect(answer.errors).toBeUndefined();
    expect(answer.data.account.accountStripeInfo).toBeNull();
  });

  it('creates the connected account once and answers an onboarding link; a second call reuses the account', async () => {
    const first = await t.gql(ADMIN, LINK, {}, token);
    expect(first.errors).toBeUndefined();
    expect(first.data.createStripeAccountLink.url).toMatch(/^https:\/\//);
    const events = await connectedEvents(t);
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toMatchObject({ provider: 'stripe', externalAccountId: expect.stringMatching(/^acct_/) });
    const again = await t.gql(ADMIN, LINK, {}, token);
    expect(again.data.createStripeAccountLink.url).toMatch(/^https:\/\//);
    expect(await connectedEvents(t)).toHaveLength(1);
  });

  it("answers the account's type, business profile, pending requirements and re-authentication link", async () => {
    const answer = await t.gql(ADMIN, INFO, {}, token);
    expect(answer.errors).toBeUndefined();
    const info = answer.data.account.accountStripeInfo;
    expect(info).toMatchObject({
      id: expect.stringMatching(/^acct_/),
      type: expect.any(String),
      chargesEnabled: expect.any(Boolean),
      reauthLink: `${t.url}/${demo.accountCode}/admin/reauth`,
      businessProfile: expect.objectContaining({ name: null }),
    });
    expect(Array.isArray(info.requirements.currentlyDue)).toBe(true);
  });

  it('is for the account admins: a manager and a coach are refused and nothing is created', async () => {
    const manager = await memberWithRole(t, demo.accountCode, 'manager', 'gerente.pagamentos@exemplo.com.br');
    const coach = await memberWithRole(t, demo.accountCode, 'coach', 'professor.pagamentos@exemplo.com.br');
    for (const who of [manager, coach]) {
      const refused = await t.gql(ADMIN, LINK, {}, who);
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect(await connectedEvents(t)).toHaveLength(1);
  });
});

/** The embedded default: the sandbox's onboarding form on our own server approves the account. */
describe('payment onboarding on the sandbox', { timeout: 120_000 }, () => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    const sandbox = new SandboxPaymentProvider();
    t = await startTestServer({
      payments: { card: sandbox, hosted: null, sandbox, onboarding: new SandboxOnboarding() },
    });
    token = await t.adminToken();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('goes from requirements pending to enabled through the onboarding link, which works once', async () => {
    const { url } = (await t.gql(ADMIN, LINK, {}, token)).data.createStripeAccountLink;
    expect(url).toMatch(new RegExp(`^${t.url}/payments/sandbox/onboarding/[A-Za-z0-9_-]+$`));
    const pending = (await t.gql(ADMIN, INFO, {}, token)).data.account.accountStripeInfo;
    expect(pending.requirements.currentlyDue).toEqual(['external_account', 'individual.verification.document']);
    expect(pending.chargesEnabled).toBe(false);

    const followed = await fetch(url, { redirect: 'manual' });
    expect(followed.status).toBe(303);
    expect(followed.headers.get('location')).toBe(`${t.url}/${demo.accountCode}/admin/edit#payments`);
    const enabled = (await t.gql(ADMIN, INFO, {}, token)).data.account.accountStripeInfo;
    expect(enabled).toMatchObject({ requirements: { currentlyDue: [] }, chargesEnabled: true, type: 'express' });

    expect((await fetch(url, { redirect: 'manual' })).status).toBe(404);
  });

  it('answers a clear error when no onboarding provider is configured', async () => {
    const sandbox = new SandboxPaymentProvider();
    const bare = await startTestServer({ payments: { card: sandbox, hosted: null, sandbox } });
    try {
      const answer = await bare.gql(ADMIN, LINK, {}, await bare.adminToken());
      expect(answer.errors?.[0]?.message).toBe('Pagamentos com cartão não estão configurados neste servidor');
      expect((await bare.gql(ADMIN, INFO, {}, await bare.adminToken())).data.account.accountStripeInfo).toBeNull();
    } finally {
      await bare.close();
    }
  });
});
