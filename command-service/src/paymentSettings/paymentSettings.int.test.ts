import { HIDDEN_SECRET, paymentSettingsMessages } from '@gym/contracts';
import { demo } from '@gym/app';
import { getAccountByCode } from '@gym/projection-service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

const PAYMENT_FIELDS =
  'securityCheckout captchaSecretKey secondProviderEnabled secondProviderSecretKey preferredPayment accountNotificationKey paymentWebhookUrl';
const UPDATE = `mutation($input: AccountSettingsInput!) { updateAccount(input: $input) { account { ${PAYMENT_FIELDS} } } }`;
const OPERATOR_SAVE = `mutation($input: AccountInput!) { createOrUpdateAccount(input: $input) { account { code ${PAYMENT_FIELDS} } } }`;
const admin = `/${demo.accountCode}/admin/graphql`;
const CAPTCHA_SECRET = 'captcha-secret-do-demo-123';
const SECOND_SECRET = 'sk_test_mundipagg_demo_456';

describe('the Payments tab settings over HTTP', () => {
  let t: TestServer;
  let token: string;
  let op: string;
  let accountId: string;
  beforeAll(async () => {
    t = await startTestServer();
    token = await t.adminToken();
    op = await t.operatorToken();
    accountId = (await getAccountByCode(t.server.services.documents, demo.accountCode))!.id;
  });
  afterAll(() => t.close());

  it('staff turn on the secure checkout with a captcha secret; the answer shows the placeholder, not the secret', async () => {
    const result = await t.gql(
      admin,
      UPDATE,
      { input: { name: 'Academia Demo', securityCheckout: true, captchaSecretKey: CAPTCHA_SECRET } },
      token,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data.updateAccount.account).toMatchObject({
      securityCheckout: true,
      captchaSecretKey: HIDDEN_SECRET,
      secondProviderEnabled: false,
      secondProviderSecretKey: null,
      // the webhook key is the operator's to see
      accountNotificationKey: null,
      paymentWebhookUrl: null,
    });
    const read = await t.gql(admin, `{ account { ${PAYMENT_FIELDS} } }`, {}, token);
    expect(JSON.stringify(read.data)).not.toContain(CAPTCHA_SECRET);
    expect(read.data.account.captchaSecretKey).toBe(HIDDEN_SECRET);
  });

  it('the placeholder sent back keeps the secret', async () => {
    const result = await t.gql(
      admin,
      UPDATE,
      { input: { name: 'Academia Demo', securityCheckout: true, captchaSecretKey: HIDDEN_SECRET } },
      token,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data.updateAccount.account.captchaSecretKey).toBe(HIDDEN_SECRET);
  });

  it('refuses staff the second provider (operator only) and writes nothing', async () => {
    const result = await t.gql(
      admin,
      UPDATE,
      { input: { name: 'Nome que não fica', secondProviderEnabled: true, secondProviderSecretKey: SECOND_SECRET } },
      token,
    );
    expect(result.errors?.[0]?.message).toBe(paymentSettingsMessages.operatorOnly);
    const read = await t.gql(admin, '{ account { name secondProviderEnabled } }', {}, token);
    expect(read.data.account).toEqual({ name: 'Academia Demo', secondProviderEnabled: false });
  });

  it('refuses the secure checkout without a captcha secret on an account that has none', async () => {
    const op2 = await t.gql(
      '/alderaan/graphql',
      `mutation { createOrUpdateAccount(input: { name: "Academia Sem Captcha", code: "sem-captcha", securityCheckout: true }) { account { code } } }`,
      {},
      op,
    );
    expect(op2.errors?.[0]?.message).toBe(paymentSettingsMessages.captchaSecretRequired);
    const accounts = await t.gql('/alderaan/graphql', '{ accounts(search: "sem-captcha") { list { code } } }', {}, op);
    expect(accounts.data.accounts.list).toEqual([]);
  });

  it('the operator configures the second provider and sees the webhook address with a stable key', async () => {
    const result = await t.gql(
      '/alderaan/graphql',
      OPERATOR_SAVE,
      {
        input: {
          id: accountId,
          name: 'Academia Demo',
          secondProviderEnabled: true,
          secondProviderSecretKey: SECOND_SECRET,
          preferredPayment: 'mundipagg',
        },
      },
      op,
    );
    expect(result.errors).toBeUndefined();
    const account = result.data.createOrUpdateAccount.account;
    expect(account).toMatchObject({
      secondProviderEnabled: true,
      secondProviderSecretKey: HIDDEN_SECRET,
      preferredPayment: 'mundipagg',
      captchaSecretKey: HIDDEN_SECRET,
    });
    expect(account.accountNotificationKey).toMatch(/^[a-f0-9]{32}$/);
    expect(account.paymentWebhookUrl).toBe(
      `${t.server.services.publicUrl()}/${demo.accountCode}/mundipagg/${account.accountNotificationKey}`,
    );
    const again = await t.gql(
      '/alderaan/graphql',
      `{ account(id: "${accountId}") { accountNotificationKey } }`,
      {},
      op,
    );
    expect(again.data.account.accountNotificationKey).toBe(account.accountNotificationKey);
    const list = await t.gql('/alderaan/graphql', `{ accounts { list { code secondProviderSecretKey } } }`, {}, op);
    expect(JSON.stringify(list.data)).not.toContain(SECOND_SECRET);
  });

  it('staff saving the tab back unchanged (the operator fields as read) is accepted', async () => {
    const result = await t.gql(
      admin,
      UPDATE,
      { input: { name: 'Academia Demo', secondProviderEnabled: true, preferredPayment: 'mundipagg' } },
      token,
    );
    expect(result.errors).toBeUndefined();
  });

  it('the event log holds no secret in clear', async () => {
    const events = await t.server.services.eventStore.readAll(0, 100_000);
    const log = JSON.stringify(events.map((e) => e.data));
    expect(log).toContain('enc:v1:');
    expect(log).not.toContain(CAPTCHA_SECRET);
    expect(log).not.toContain(SECOND_SECRET);
  });
});
