import { defaultFeatures, registrationMessages } from '@gym/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

const CREATE = /* GraphQL */ `
  mutation CreateAccount($name: String!, $lastName: String!, $email: String!, $phone: String!, $password: String,
    $atuationType: String!, $category: String!, $subcategory: String, $cref: String, $cpf: String!, $avatar: String,
    $zipcode: String!, $street: String!, $number: String!, $complement: String, $neighborhood: String!, $city: String!, $state: String!) {
    createAccount(name: $name, lastName: $lastName, email: $email, phone: $phone, password: $password, atuationType: $atuationType,
      category: $category, subcategory: $subcategory, cref: $cref, cpf: $cpf, avatar: $avatar, zipcode: $zipcode, street: $street,
      number: $number, complement: $complement, neighborhood: $neighborhood, city: $city, state: $state) {
      id name code owner { id name lastName email phone token }
    }
  }
`;

export const wizardValues = (overrides: Record<string, unknown> = {}) => ({
  name: 'Carla',
  lastName: 'Menezes Rocha',
  email: 'carla@exemplo.com.br',
  phone: '(11) 98765-4321',
  password: 'senha-forte-1',
  atuationType: 'presencial_online',
  category: 'personal-trainer',
  subcategory: 'funcional',
  cref: '012345-G/SP',
  cpf: '529.982.247-25',
  zipcode: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: 'Sala 5',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  ...overrides,
});

describe('createAccount over HTTP (the public wizard)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('creates the account and answers its id, name and code and the owner with a token', async () => {
    const result = await t.gql('/global/graphql', CREATE, wizardValues());
    expect(result.errors).toBeUndefined();
    const created = result.data.createAccount;
    expect(created).toMatchObject({
      name: 'Carla Menezes Rocha',
      code: 'carla-menezes-rocha',
      owner: { name: 'Carla', lastName: 'Menezes Rocha', email: 'carla@exemplo.com.br', phone: '11987654321' },
    });
    // The token signs the owner in to the new, empty account's console with the default features.
    const token = created.owner.token as string;
    const account = await t.gql(
      `/${created.code}/admin/graphql`,
      '{ account { id code accountType status features category subcategory city state totalUsers } alunos { totalEntries list { email relationship { rule } } } }',
      {},
      token,
    );
    expect(account.errors).toBeUndefined();
    expect(account.data.account).toEqual({
      id: created.id,
      code: 'carla-menezes-rocha',
      accountType: 'personal',
      status: 'ativado',
      features: [...defaultFeatures],
      category: 'personal-trainer',
      subcategory: 'funcional',
      city: 'São Paulo',
      state: 'SP',
      totalUsers: 0,
    });
    // Empty: no students yet (the owner is staff, not a student).
    expect(account.data.alunos).toEqual({ totalEntries: 0, list: [] });
    // The typed password is the owner's login; it is in no event.
    const login = await t.gql(
      `/${created.code}/admin/graphql`,
      'mutation { login(email:"carla@exemplo.com.br", password:"senha-forte-1", source:"web") { rule accountCode } }',
    );
    expect(login.data.login).toEqual({ rule: 'admin', accountCode: 'carla-menezes-rocha' });
    const log = JSON.stringify(await t.server.services.eventStore.readAll(0, 100_000));
    expect(log).not.toContain('senha-forte-1');
    expect(log).toContain('"cref":"012345-G/SP"');
  });

  it('refuses bad input with every wizard message under its field and writes nothing', async () => {
    const before = await t.server.services.eventStore.headPosition();
    const result = await t.gql(
      '/global/graphql',
      CREATE,
      wizardValues({
        name: 'Ana',
        lastName: '',
        email: 'ana@',
        phone: '1199999',
        password: '1234567',
        category: '',
        subcategory: '',
        cref: 'ab',
        cpf: '111.111.111-11',
        zipcode: '0131',
        street: '',
        number: '',
        neighborhood: '',
        state: 'XX',
      }),
    );
    expect(result.data).toBeNull();
    const fields = Object.fromEntries(result.errors![0]!.extensions.fields.map((f) => [f.path.join('.'), f.message]));
    expect(fields).toEqual({
      lastName: registrationMessages.nameTwoWords,
      email: 'Email inválido',
      phone: 'Número de telefone inválido',
      password: 'Sua senha deve ter pelo menos 8 caracteres',
      category: 'Selecione uma categoria',
      subcategory: 'Selecione uma subcategoria',
      cref: 'CREF inválido',
      cpf: 'CPF inválido',
      zipcode: 'CEP inválido',
      street: 'Rua inválida',
      number: 'Número inválido',
      neighborhood: 'Bairro inválido',
      state: registrationMessages.state,
    });
    expect(await t.server.services.eventStore.headPosition()).toBe(before);
  });

  it('gives two people racing for the same name two accounts with two codes', async () => {
    const racers = Array.from({ length: 6 }, (_, i) =>
      wizardValues({ name: 'Bruno', lastName: 'Lima', email: `bruno${i}@exemplo.com.br` }),
    );
    const results = await Promise.all(racers.map((v) => t.gql('/global/graphql', CREATE, v)));
    expect(results.map((r) => r.errors)).toEqual(racers.map(() => undefined));
    const codes = results.map((r) => r.data.createAccount.code as string);
    expect(new Set(codes).size).toBe(6);
    // The name's code, -2 to -5, then a random suffix.
    for (const code of ['bruno-lima', 'bruno-lima-2', 'bruno-lima-3', 'bruno-lima-4', 'bruno-lima-5'])
      expect(codes).toContain(code);
    expect(codes.filter((c) => /^bruno-lima-\d{4}$/.test(c))).toHaveLength(1);
    expect(new Set(results.map((r) => r.data.createAccount.id)).size).toBe(6);
    // Each owner is the admin of their own account only.
    const [first, second] = results.map((r) => r.data.createAccount);
    const cross = await t.gql(`/${second.code}/admin/graphql`, '{ alunos { totalEntries } }', {}, first.owner.token);
    expect(cross.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });

  it('hides the password when a token is supplied: the signed-in user keeps their password', async () => {
    const first = await t.gql(
      '/global/graphql',
      CREATE,
      wizardValues({ name: 'Duda', lastName: 'Prates', email: 'duda@exemplo.com.br' }),
    );
    const token = first.data.createAccount.owner.token as string;
    const second = await t.gql(
      '/global/graphql',
      CREATE,
      wizardValues({ name: 'Duda', lastName: 'Prates Studio', email: 'duda@exemplo.com.br', password: null }),
      token,
    );
    expect(second.errors).toBeUndefined();
    const code = second.data.createAccount.code as string;
    const login = await t.gql(
      `/${code}/admin/graphql`,
      'mutation { login(email:"duda@exemplo.com.br", password:"senha-forte-1") { rule } }',
    );
    expect(login.data?.login).toEqual({ rule: 'admin' });
    const without = await t.gql(
      '/global/graphql',
      CREATE,
      wizardValues({ email: 'sem@exemplo.com.br', password: null }),
    );
    expect(without.errors?.[0]?.extensions.fields).toEqual([
      { path: ['password'], message: registrationMessages.passwordOrToken },
    ]);
  });

  it('never gives a reserved address', async () => {
    const result = await t.gql(
      '/global/graphql',
      CREATE,
      wizardValues({ name: 'Admin', lastName: '', email: 'x@exemplo.com.br' }),
    );
    expect(result.errors?.[0]?.extensions.fields[0]?.message).toBe(registrationMessages.nameTwoWords);
    const ok = await t.gql(
      '/global/graphql',
      CREATE,
      wizardValues({ name: 'Alderaan', lastName: 'X', email: 'y@exemplo.com.br' }),
    );
    expect(ok.data.createAccount.code).toBe('alderaan-x');
  });
});
