import { accountSettingsMessages } from '@gym/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { startTestServer, type TestServer } from '../testing/testServer.testkit.ts';
import { memberWithRole } from './staff.testkit.ts';

const UPDATE = /* GraphQL */ `
  mutation UpdateAccount($input: AccountSettingsInput!) {
    updateAccount(input: $input) { account { id code name bio status senderEmail senderName pointsLabel athletesLabel registerEnabled registerStatus requiresPlanOnSignup } }
  }
`;
const SIGN_UP =
  'mutation($e:String!){ signUp(name:"Nina", lastName:"Rosa", email:$e, password:"senha-nina-1", passwordConfirmation:"senha-nina-1") { id status rule requiresPlan } }';
const admin = `/${demo.accountCode}/admin/graphql`;

describe('updateAccount and Novos Cadastros over HTTP', () => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer();
    token = await t.adminToken();
  });
  afterAll(() => t.close());

  it("saves the admin's settings and answers the account", async () => {
    const result = await t.gql(
      admin,
      UPDATE,
      {
        input: {
          name: 'Academia Demo Renovada',
          bio: 'Desde 2010',
          senderEmail: 'Contato@Demo.com.br',
          senderName: 'Academia Demo',
          pointsLabel: 'Moedas',
          athletesLabel: 'Atletas',
        },
      },
      token,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data.updateAccount.account).toMatchObject({
      code: 'demo',
      name: 'Academia Demo Renovada',
      bio: 'Desde 2010',
      status: 'ativado',
      senderEmail: 'contato@demo.com.br',
      senderName: 'Academia Demo',
      pointsLabel: 'Moedas',
      athletesLabel: 'Atletas',
      registerEnabled: true,
      registerStatus: 'ativo',
      requiresPlanOnSignup: false,
    });
    const read = await t.gql(admin, '{ account { name pointsLabel } }', {}, token);
    expect(read.data.account).toEqual({ name: 'Academia Demo Renovada', pointsLabel: 'Moedas' });
  });

  it("records the check-ins tab's booking rules with the same save", async () => {
    const result = await t.gql(
      admin,
      UPDATE,
      { input: { name: 'Academia Demo', daysAheadCheckin: '3', hoursBeforeRemoveCheckin: '2' } },
      token,
    );
    expect(result.errors).toBeUndefined();
    const rules = await t.gql(
      admin,
      '{ checkinSettings { daysAheadCheckin hoursAheadCheckin hoursBeforeRemoveCheckin } }',
      {},
      token,
    );
    expect(rules.data.checkinSettings).toEqual({
      daysAheadCheckin: 3,
      hoursAheadCheckin: null,
      hoursBeforeRemoveCheckin: 2,
    });
  });

  it('refuses what only the operator may change, and a missing name, writing nothing', async () => {
    const before = await t.server.services.eventStore.headPosition();
    const status = await t.gql(
      admin,
      UPDATE,
      { input: { name: 'Academia Demo', status: 'desativado', daysAheadCheckin: '5' } },
      token,
    );
    expect(status.errors?.[0]?.extensions.fields).toEqual([
      { path: ['input', 'status'], message: accountSettingsMessages.operatorOnly },
    ]);
    const code = await t.gql(admin, UPDATE, { input: { name: 'Academia Demo', code: 'outro' } }, token);
    expect(code.errors?.[0]?.extensions.fields).toEqual([
      { path: ['input', 'code'], message: accountSettingsMessages.operatorOnly },
    ]);
    const noName = await t.gql(admin, UPDATE, { input: { name: ' ' } }, token);
    expect(noName.errors?.[0]?.message).toBe('Sua conta não pode ser salva sem um nome');
    expect(await t.server.services.eventStore.headPosition()).toBe(before);
    const rules = await t.gql(admin, '{ checkinSettings { daysAheadCheckin } }', {}, token);
    expect(rules.data.checkinSettings.daysAheadCheckin).toBe(3);
  });

  it("is for the account's admins: a manager and a coach are refused", async () => {
    for (const rule of ['manager', 'coach'] as const) {
      const staff = await memberWithRole(t, demo.accountCode, rule, `${rule}@demo.com.br`);
      const result = await t.gql(admin, UPDATE, { input: { name: 'Tomada' } }, staff);
      expect(result.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    }
  });

  it('signUp follows Novos Cadastros: default status, plan required, refused when off', async () => {
    const open = await t.gql(`/${demo.accountCode}/graphql`, SIGN_UP, { e: 'nina1@exemplo.com.br' });
    expect(open.data.signUp).toMatchObject({ status: 'ativo', rule: 'student', requiresPlan: false });

    await t.gql(
      admin,
      UPDATE,
      { input: { name: 'Academia Demo', registerStatus: 'pendente', requiresPlanOnSignup: true } },
      token,
    );
    const pending = await t.gql(`/${demo.accountCode}/graphql`, SIGN_UP, { e: 'nina2@exemplo.com.br' });
    expect(pending.data.signUp).toMatchObject({ status: 'pendente', requiresPlan: true });

    await t.gql(admin, UPDATE, { input: { name: 'Academia Demo', registerEnabled: false } }, token);
    const before = await t.server.services.eventStore.headPosition();
    const closed = await t.gql(`/${demo.accountCode}/graphql`, SIGN_UP, { e: 'nina3@exemplo.com.br' });
    expect(closed.errors?.[0]).toMatchObject({
      message: accountSettingsMessages.registrationClosed,
      extensions: { code: 'FORBIDDEN' },
    });
    expect(await t.server.services.eventStore.headPosition()).toBe(before);
    const login = await t.gql(
      `/${demo.accountCode}/graphql`,
      'mutation { login(email:"nina3@exemplo.com.br", password:"senha-nina-1") { id } }',
    );
    expect(login.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');

    await t.gql(
      admin,
      UPDATE,
      {
        input: { name: 'Academia Demo', registerEnabled: true, registerStatus: 'inativo', requiresPlanOnSignup: false },
      },
      token,
    );
    const reopened = await t.gql(`/${demo.accountCode}/graphql`, SIGN_UP, { e: 'nina4@exemplo.com.br' });
    expect(reopened.data.signUp).toMatchObject({ status: 'inativo', requiresPlan: false });
  });
});
