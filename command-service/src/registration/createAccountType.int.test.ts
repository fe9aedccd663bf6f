import { defaultFeatures, registrationMessages } from '@gym/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

const CREATE = /* GraphQL */ `
  mutation CreateAccount($name: String!, $lastName: String!, $email: String!, $phone: String!, $password: String,
    $accountType: String, $atuationType: String!, $category: String!, $subcategory: String, $cref: String, $cpf: String!,
    $zipcode: String!, $street: String!, $number: String!, $neighborhood: String!, $city: String!, $state: String!) {
    createAccount(name: $name, lastName: $lastName, email: $email, phone: $phone, password: $password,
      accountType: $accountType, atuationType: $atuationType, category: $category, subcategory: $subcategory, cref: $cref,
      cpf: $cpf, zipcode: $zipcode, street: $street, number: $number, neighborhood: $neighborhood, city: $city, state: $state) {
      code owner { token }
    }
  }
`;

const wizardValues = (overrides: Record<string, unknown>) => ({
  name: 'Carla',
  lastName: 'Menezes Rocha',
  email: 'carla@exemplo.com.br',
  phone: '(11) 98765-4321',
  password: 'senha-forte-1',
  atuationType: 'presencial',
  category: 'personal-trainer',
  subcategory: 'funcional',
  cref: null,
  cpf: '529.982.247-25',
  zipcode: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  ...overrides,
});

describe('createAccount: Personal or Academia (issue 35)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  const accountOf = async (values: Record<string, unknown>) => {
    const result = await t.gql('/global/graphql', CREATE, wizardValues(values));
    expect(result.errors).toBeUndefined();
    const { code, owner } = result.data.createAccount;
    const account = await t.gql(`/${code}/admin/graphql`, '{ account { accountType features } }', {}, owner.token);
    return account.data.account as { accountType: string; features: string[] };
  };

  it('creates a gym with its branches and check-ins on, and a personal account by default', async () => {
    const gym = await accountOf({
      name: 'Academia',
      lastName: 'Força Total',
      email: 'forca@exemplo.com.br',
      accountType: 'gym',
    });
    expect(gym.accountType).toBe('gym');
    expect([...gym.features].sort()).toEqual([...defaultFeatures, 'checkins', 'filials'].sort());
    const personal = await accountOf({
      name: 'Lia',
      lastName: 'Souza',
      email: 'lia@exemplo.com.br',
      accountType: null,
    });
    expect(personal).toEqual({ accountType: 'personal', features: [...defaultFeatures] });
  });

  it('refuses an account type that is neither', async () => {
    const result = await t.gql(
      '/global/graphql',
      CREATE,
      wizardValues({ email: 'x@exemplo.com.br', accountType: 'studio' }),
    );
    expect(result.errors?.[0]?.extensions.fields).toEqual([
      { path: ['accountType'], message: registrationMessages.accountType },
    ]);
  });
});
