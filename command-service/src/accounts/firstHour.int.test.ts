import { featureKeys, registrationMessages } from '@gym/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { featureDisabledMessage } from '../tenancy/guard.ts';
import { CREATE_ACCOUNT, SAVE_STUDENT, startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

const OPERATOR_SAVE = /* GraphQL */ `
  mutation($input: AccountInput!) {
    createOrUpdateAccount(input: $input) { account { id category subcategory accountBilling { billingType documentId phone email zipcode city state country } } }
  }
`;
const CREATE = /* GraphQL */ `
  mutation($name: String!, $lastName: String!, $email: String!, $phone: String!, $password: String, $atuationType: String!,
    $category: String!, $subcategory: String, $cpf: String!, $zipcode: String!, $street: String!, $number: String!,
    $neighborhood: String!, $city: String!, $state: String!) {
    createAccount(name: $name, lastName: $lastName, email: $email, phone: $phone, password: $password, atuationType: $atuationType,
      category: $category, subcategory: $subcategory, cpf: $cpf, zipcode: $zipcode, street: $street, number: $number,
      neighborhood: $neighborhood, city: $city, state: $state) { code }
  }
`;
/** The wizard's answers (registration/createAccount.int.test.ts's, not imported: that would run its suite here too). */
const wizardValues = (overrides: Record<string, unknown> = {}) => ({
  name: 'Carla',
  lastName: 'Menezes Rocha',
  email: 'carla@exemplo.com.br',
  phone: '(11) 98765-4321',
  password: 'senha-forte-1',
  atuationType: 'presencial_online',
  category: 'personal-trainer',
  subcategory: 'funcional',
  cpf: '529.982.247-25',
  zipcode: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  ...overrides,
});
const STUDENT = `query($id: ID!) { aluno(id: $id) { id cpf phone gender birthdate } }`;
const admin = `/${demo.accountCode}/admin/graphql`;

/** Issue 35 items 6, 17 and 19: what a caller leaves out is kept; categories checked; features gated on the server. */
describe('the first hour of a gym over HTTP: partial updates, categories, feature gating', { timeout: 120_000 }, () => {
  let t: TestServer;
  let token: string;
  let operator: string;
  let demoId: string;
  beforeAll(async () => {
    t = await startTestServer();
    token = await t.adminToken();
    operator = await t.operatorToken();
    demoId = (await t.gql(admin, '{ account { id } }', {}, token)).data.account.id;
  });
  afterAll(() => t?.close());

  it('createOrUpdateAccount keeps the billing fields a partial accountBilling leaves out', async () => {
    const full = {
      billingType: 'company',
      documentId: '11222333000181',
      phone: '(11) 98765-4321',
      email: 'financeiro@demo.com.br',
      zipcode: '01310-100',
      city: 'São Paulo',
      state: 'SP',
    };
    const first = await t.gql(
      '/alderaan/graphql',
      OPERATOR_SAVE,
      { input: { id: demoId, name: 'Academia Demo', accountBilling: full } },
      operator,
    );
    expect(first.errors).toBeUndefined();
    const partial = await t.gql(
      '/alderaan/graphql',
      OPERATOR_SAVE,
      { input: { id: demoId, name: 'Academia Demo', accountBilling: { city: 'Campinas', country: 'Brasil' } } },
      operator,
    );
    expect(partial.errors).toBeUndefined();
    expect(partial.data.createOrUpdateAccount.account.accountBilling).toEqual({
      billingType: 'company',
      documentId: '11.222.333/0001-81',
      phone: '(11) 98765-4321',
      email: 'financeiro@demo.com.br',
      zipcode: '01310-100',
      city: 'Campinas',
      state: 'SP',
      country: 'Brasil',
    });
  });

  it('createAccount refuses an unknown category and a subcategory of another category', async () => {
    const unknown = await t.gql(
      '/global/graphql',
      CREATE,
      wizardValues({ email: 'a@exemplo.com.br', category: 'astrologia' }),
    );
    expect(unknown.errors?.[0]?.extensions.fields).toEqual([
      { path: ['category'], message: registrationMessages.category },
    ]);
    const foreign = await t.gql(
      '/global/graphql',
      CREATE,
      wizardValues({ email: 'b@exemplo.com.br', category: 'academia', subcategory: 'funcional' }),
    );
    expect(foreign.errors?.[0]?.extensions.fields).toEqual([
      { path: ['subcategory'], message: registrationMessages.subcategory },
    ]);
    const good = await t.gql(
      '/global/graphql',
      CREATE,
      wizardValues({ email: 'c@exemplo.com.br', category: 'academia', subcategory: 'lutas' }),
    );
    expect(good.errors).toBeUndefined();
    // The operator's update: a category sent alone must still hold the kept subcategory.
    const moved = await t.gql(
      '/alderaan/graphql',
      OPERATOR_SAVE,
      { input: { id: demoId, name: 'Academia Demo', category: 'studio', subcategory: 'yoga' } },
      operator,
    );
    expect(moved.errors).toBeUndefined();
    const alone = await t.gql(
      '/alderaan/graphql',
      OPERATOR_SAVE,
      { input: { id: demoId, name: 'Academia Demo', category: 'nutricao' } },
      operator,
    );
    expect(alone.errors?.[0]?.extensions.fields).toEqual([
      { path: ['input', 'subcategory'], message: registrationMessages.subcategory },
    ]);
  });

  it('createOrUpdateUser keeps the CPF, phone, gender and birthdate an update leaves out, and stores the phone as digits', async () => {
    const created = await t.gql(
      admin,
      SAVE_STUDENT,
      {
        input: {
          name: 'Lia',
          lastName: 'Campos',
          email: 'lia.campos@exemplo.com.br',
          cpf: '529.982.247-25',
          phone: '(11) 97777-1234',
          gender: 'Feminino',
          birthdate: '1990-05-17',
        },
      },
      token,
    );
    expect(created.errors).toBeUndefined();
    const id = created.data.createOrUpdateUser.id;
    const renamed = await t.gql(
      admin,
      SAVE_STUDENT,
      { input: { id, name: 'Lia', lastName: 'Campos Souza', email: 'lia.campos@exemplo.com.br' } },
      token,
    );
    expect(renamed.errors).toBeUndefined();
    const read = await t.gql(admin, STUDENT, { id }, token);
    expect(read.data.aluno).toEqual({
      id,
      cpf: '52998224725',
      phone: '11977771234',
      gender: 'Feminino',
      birthdate: '1990-05-17',
    });
    const found = await t.gql(admin, '{ alunos(search: "977771234") { list { id } } }', {}, token);
    expect(found.data.alunos.list.map((s: { id: string }) => s.id)).toEqual([id]);
    // An explicit null still clears.
    await t.gql(
      admin,
      SAVE_STUDENT,
      { input: { id, name: 'Lia', lastName: 'Campos', email: 'lia.campos@exemplo.com.br', phone: null } },
      token,
    );
    expect((await t.gql(admin, STUDENT, { id }, token)).data.aluno.phone).toBeNull();
  });

  it("refuses a feature's operations to a gym without it, on the server, and keeps them for the demo gym (every feature)", async () => {
    const created = await t.gql(
      '/alderaan/graphql',
      CREATE_ACCOUNT,
      {
        input: {
          name: 'Academia Sem Pontos',
          code: 'sem-pontos',
          owner: { name: 'Rui', lastName: 'Dono', email: 'rui@sempontos.com.br', password: 'senha-do-rui' },
        },
      },
      operator,
    );
    expect(created.errors).toBeUndefined();
    expect(created.data.createOrUpdateAccount.account.features).not.toContain('points');
    const owner = await t.login('sem-pontos', 'rui@sempontos.com.br', 'senha-do-rui');
    const me = (await t.gql('/sem-pontos/graphql', '{ me { id } }', {}, owner)).data.me.id;
    const points = await t.gql(
      '/sem-pontos/admin/graphql',
      'query($u: ID!) { getUserPoints(userId: $u) { totalPoints } }',
      { u: me },
      owner,
    );
    expect(points.errors?.[0]).toMatchObject({ message: featureDisabledMessage, extensions: { code: 'FORBIDDEN' } });
    expect(points.data?.getUserPoints ?? null).toBeNull();
    const courses = await t.gql('/sem-pontos/admin/graphql', '{ courses { id } }', {}, owner);
    expect(courses.errors?.[0]?.message).toBe(featureDisabledMessage);
    // The member endpoint: no balance rather than a refusal (the app reads it with its home data).
    expect(
      (await t.gql('/sem-pontos/graphql', '{ getUserPoints { totalPoints } }', {}, owner)).data.getUserPoints,
    ).toBeNull();
    // The demo gym has every feature: the same calls answer.
    const demoAccount = await t.gql(admin, '{ account { features } }', {}, token);
    expect([...demoAccount.data.account.features].sort()).toEqual([...featureKeys].sort());
    const demoMe = (await t.gql(`/${demo.accountCode}/graphql`, '{ me { id } }', {}, token)).data.me.id;
    const demoPoints = await t.gql(
      admin,
      'query($u: ID!) { getUserPoints(userId: $u) { totalPoints } }',
      { u: demoMe },
      token,
    );
    expect(demoPoints.errors).toBeUndefined();
  });
});
