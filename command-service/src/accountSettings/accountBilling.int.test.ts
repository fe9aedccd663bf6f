import { accountBillingMessages, accountSettingsMessages } from '@gym/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

const BILLING_FIELDS =
  'id billingType documentId phone email zipcode neighborhood addressLine1 addressLine2 city state country';
const UPDATE = /* GraphQL */ `
  mutation UpdateAccount($input: AccountSettingsInput!) {
    updateAccount(input: $input) { account { id name features accountBilling { ${BILLING_FIELDS} } } }
  }
`;
const OPERATOR_SAVE = /* GraphQL */ `
  mutation($input: AccountInput!) {
    createOrUpdateAccount(input: $input) { account { id name features accountBilling { ${BILLING_FIELDS} } } }
  }
`;
const admin = `/${demo.accountCode}/admin/graphql`;
const billing = {
  billingType: 'company',
  documentId: '11222333000181',
  phone: '(11) 98765-4321',
  email: 'Financeiro@Demo.com.br',
  zipcode: '01310-100',
  neighborhood: 'Bela Vista',
  addressLine1: 'Avenida Paulista',
  addressLine2: '1000',
  city: 'São Paulo',
  state: 'SP',
};

describe('Faturamento and Recursos of the account settings over HTTP', () => {
  let t: TestServer;
  let token: string;
  let operator: string;
  let accountId: string;
  beforeAll(async () => {
    t = await startTestServer();
    token = await t.adminToken();
    operator = await t.operatorToken();
  });
  afterAll(() => t.close());

  it('refuses an invalid document with its pt-BR message, writing nothing', async () => {
    const before = await t.server.services.eventStore.headPosition();
    const result = await t.gql(
      admin,
      UPDATE,
      { input: { name: 'Academia Demo', accountBilling: { ...billing, documentId: '11.222.333/0001-82' } } },
      token,
    );
    expect(result.errors?.[0]?.extensions.fields).toEqual([
      { path: ['input', 'accountBilling', 'documentId'], message: accountBillingMessages.invalidCnpj },
    ]);
    expect(await t.server.services.eventStore.headPosition()).toBe(before);
  });

  it("records the owner's first billing data and exposes it on the Account", async () => {
    const result = await t.gql(admin, UPDATE, { input: { name: 'Academia Demo', accountBilling: billing } }, token);
    expect(result.errors).toBeUndefined();
    accountId = result.data.updateAccount.account.id;
    expect(result.data.updateAccount.account.accountBilling).toEqual({
      ...billing,
      id: accountId,
      documentId: '11.222.333/0001-81',
      email: 'financeiro@demo.com.br',
      country: null,
    });
    const read = await t.gql(admin, `{ account { accountBilling { documentId city } } }`, {}, token);
    expect(read.data.account.accountBilling).toEqual({ documentId: '11.222.333/0001-81', city: 'São Paulo' });
  });

  it('is not shown on the public account endpoint', async () => {
    const result = await t.gql(`/${demo.accountCode}/graphql`, '{ account { accountBilling { documentId } } }');
    expect(result.errors?.[0]?.message).toMatch(/accountBilling/);
  });

  it("refuses the owner's second change, but saves other settings alongside the same billing", async () => {
    const before = await t.server.services.eventStore.headPosition();
    const changed = await t.gql(
      admin,
      UPDATE,
      { input: { name: 'Academia Demo', accountBilling: { ...billing, city: 'Campinas' } } },
      token,
    );
    expect(changed.errors?.[0]?.extensions.fields).toEqual([
      { path: ['input', 'accountBilling'], message: accountBillingMessages.readOnly },
    ]);
    expect(await t.server.services.eventStore.headPosition()).toBe(before);
    const renamed = await t.gql(
      admin,
      UPDATE,
      { input: { name: 'Academia Demo Nova', accountBilling: billing } },
      token,
    );
    expect(renamed.errors).toBeUndefined();
    expect(renamed.data.updateAccount.account).toMatchObject({
      name: 'Academia Demo Nova',
      accountBilling: { city: 'São Paulo' },
    });
  });

  it('lets the operator change the recorded billing data', async () => {
    const result = await t.gql(
      '/alderaan/graphql',
      OPERATOR_SAVE,
      {
        input: {
          id: accountId,
          name: 'Academia Demo',
          accountBilling: { ...billing, billingType: 'individual', documentId: '529.982.247-25', city: 'Campinas' },
        },
      },
      operator,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data.createOrUpdateAccount.account.accountBilling).toMatchObject({
      billingType: 'individual',
      documentId: '529.982.247-25',
      city: 'Campinas',
    });
    const owner = await t.gql(admin, '{ account { accountBilling { city } } }', {}, token);
    expect(owner.data.account.accountBilling.city).toBe('Campinas');
  });

  it('Recursos: the features are refused from account staff and saved by the operator', async () => {
    const before = await t.server.services.eventStore.headPosition();
    const staff = await t.gql(
      admin,
      UPDATE,
      { input: { name: 'Academia Demo', features: ['dashboard', 'users', 'checkins'] } },
      token,
    );
    expect(staff.errors?.[0]?.extensions.fields).toEqual([
      { path: ['input', 'features'], message: accountSettingsMessages.operatorOnly },
    ]);
    expect(await t.server.services.eventStore.headPosition()).toBe(before);
    const op = await t.gql(
      '/alderaan/graphql',
      OPERATOR_SAVE,
      { input: { id: accountId, name: 'Academia Demo', features: ['dashboard', 'users', 'checkins', 'points'] } },
      operator,
    );
    expect(op.errors).toBeUndefined();
    expect(op.data.createOrUpdateAccount.account.features).toEqual(['dashboard', 'users', 'checkins', 'points']);
  });

  it("the operator's createOrUpdateAccount takes the settings tabs' payload too (same payload as updateAccount)", async () => {
    const result = await t.gql(
      '/alderaan/graphql',
      `mutation($input: AccountInput!) { createOrUpdateAccount(input: $input) { account { name pointsLabel registerEnabled registerStatus requiresPlanOnSignup status } } }`,
      {
        input: {
          id: accountId,
          name: 'Academia Demo',
          status: 'pendente',
          pointsLabel: 'Moedas',
          registerEnabled: false,
          registerStatus: 'pendente',
          requiresPlanOnSignup: true,
        },
      },
      operator,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data.createOrUpdateAccount.account).toEqual({
      name: 'Academia Demo',
      pointsLabel: 'Moedas',
      registerEnabled: false,
      registerStatus: 'pendente',
      requiresPlanOnSignup: true,
      status: 'pendente',
    });
    const bad = await t.gql(
      '/alderaan/graphql',
      'mutation($input: AccountInput!) { createOrUpdateAccount(input: $input) { account { id } } }',
      { input: { id: accountId, name: 'Academia Demo', registerStatus: 'talvez' } },
      operator,
    );
    expect(bad.errors?.[0]?.extensions.fields?.[0]?.path).toEqual(['input', 'registerStatus']);
  });
});
