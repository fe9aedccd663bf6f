import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVE_STUDENT, startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

const ADMIN = '/demo/admin/graphql';
const ALUNO = 'query($id: ID!) { aluno(id: $id) { duplicateType } }';

/** duplicateType (spec 002 section 3): set when two students of the account share a CPF or a phone. */
describe('duplicateType over HTTP', () => {
  let t: TestServer;
  let token: string;
  const save = async (email: string, extra: Record<string, unknown>) => {
    const r = await t.gql(ADMIN, SAVE_STUDENT, { input: { name: 'Dup', lastName: 'Teste', email, ...extra } }, token);
    expect(r.errors).toBeUndefined();
    return r.data.createOrUpdateUser.id as string;
  };
  const typeOf = async (id: string) => (await t.gql(ADMIN, ALUNO, { id }, token)).data.aluno.duplicateType;

  beforeAll(async () => {
    t = await startTestServer();
    token = await t.adminToken();
  });
  afterAll(() => t.close());

  it('marks both students sharing a CPF, and both sharing a phone; a unique student has none', async () => {
    const a = await save('a@dup.com.br', { cpf: '529.982.247-25' });
    const b = await save('b@dup.com.br', { cpf: '52998224725' });
    const c = await save('c@dup.com.br', { phone: '+55 11 98765-4321' });
    const d = await save('d@dup.com.br', { phone: '+55 11 98765-4321' });
    const e = await save('e@dup.com.br', { phone: '+55 11 91234-5678' });
    expect([await typeOf(a), await typeOf(b), await typeOf(c), await typeOf(d), await typeOf(e)]).toEqual([
      'cpf',
      'cpf',
      'phone',
      'phone',
      null,
    ]);
    const list = await t.gql(ADMIN, '{ alunos(search: "dup") { list { email duplicateType } } }', {}, token);
    expect(list.data.alunos.list.find((s: { email: string }) => s.email === 'e@dup.com.br').duplicateType).toBeNull();
    expect(list.data.alunos.list.find((s: { email: string }) => s.email === 'a@dup.com.br').duplicateType).toBe('cpf');
  });
});
