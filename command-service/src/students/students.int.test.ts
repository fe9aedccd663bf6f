import { messages } from '@gym/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { httpSpec } from '../testing/httpSpec.testkit.ts';
import { LIST_STUDENTS, SAVE_STUDENT, startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

const ADMIN = `/${demo.accountCode}/admin/graphql`;

describe('students over HTTP (createOrUpdateUser, alunos, delete)', () => {
  let t: TestServer;
  let token: string;
  let spec: ReturnType<typeof httpSpec>;
  const asAdmin = async () => token;
  const anonymous = async () => null;
  beforeAll(async () => {
    t = await startTestServer();
    token = await t.adminToken();
    spec = httpSpec(t);
  });
  afterAll(() => t.close());

  it("refuses an invalid e-mail with 'Email inválido' on that field and appends nothing", async () => {
    const head = await t.server.services.eventStore.headPosition();
    await spec
      .given(asAdmin)
      .when({
        endpoint: ADMIN,
        query: SAVE_STUDENT,
        variables: { input: { name: 'Rita', lastName: 'Lee', email: 'rita-sem-arroba' } },
      })
      .thenFails('VALIDATION', messages.invalidEmail, [{ path: ['input', 'email'], message: messages.invalidEmail }]);
    expect(await t.server.services.eventStore.headPosition()).toBe(head);
  });

  it('reports every invalid field at once with the spec messages', async () => {
    await spec
      .given(asAdmin)
      .when({
        endpoint: ADMIN,
        query: SAVE_STUDENT,
        variables: { input: { name: '', lastName: '', email: 'x', cpf: '111.111.111-11' } },
      })
      .thenFails('VALIDATION', messages.required, [
        { path: ['input', 'name'], message: messages.required },
        { path: ['input', 'lastName'], message: messages.required },
        { path: ['input', 'email'], message: messages.invalidEmail },
        { path: ['input', 'cpf'], message: messages.invalidCpf },
      ]);
  });

  it('refuses the student list to an anonymous caller', async () => {
    await spec
      .given(anonymous)
      .when({ endpoint: ADMIN, query: LIST_STUDENTS, variables: { page: 1 } })
      .thenFails('UNAUTHENTICATED', messages.unauthenticated);
  });

  it('creates a student from the panel, finds it in the list, edits it and deletes it', async () => {
    const created = await t.gql(
      ADMIN,
      SAVE_STUDENT,
      {
        input: {
          name: 'Marina',
          lastName: 'Castro',
          email: 'Marina.Castro@Exemplo.com.br',
          cpf: '529.982.247-25',
          gender: 'Feminino',
          origin: 'panel',
        },
      },
      token,
    );
    expect(created.errors).toBeUndefined();
    const student = created.data.createOrUpdateUser;
    expect(student).toMatchObject({
      fullName: 'Marina Castro',
      email: 'marina.castro@exemplo.com.br',
      cpf: '52998224725',
      status: 'ativo',
      relationship: { origin: 'panel', rule: 'student' },
    });

    const found = await t.gql(ADMIN, LIST_STUDENTS, { page: 1, search: 'marina' }, token);
    expect(found.data.alunos).toMatchObject({
      page: 1,
      totalEntries: 1,
      list: [{ id: student.id, fullName: 'Marina Castro' }],
    });
    const byAccentlessCpf = await t.gql(ADMIN, LIST_STUDENTS, { search: '52998224725' }, token);
    expect(byAccentlessCpf.data.alunos.list.map((s: { id: string }) => s.id)).toEqual([student.id]);
    // Typed with its mask, the CPF finds the student as its digits do (issue 26); so does a masked phone.
    const byMaskedCpf = await t.gql(ADMIN, LIST_STUDENTS, { search: '529.982.247-25' }, token);
    expect(byMaskedCpf.data.alunos.list.map((s: { id: string }) => s.id)).toEqual([student.id]);
    const withPhone = await t.gql(
      ADMIN,
      SAVE_STUDENT,
      { input: { name: 'Telma', lastName: 'Fonseca', email: 'telma@exemplo.com.br', phone: '11987654321' } },
      token,
    );
    const byMaskedPhone = await t.gql(ADMIN, LIST_STUDENTS, { search: '(11) 98765-4321' }, token);
    expect(byMaskedPhone.data.alunos.list.map((s: { id: string }) => s.id)).toEqual([
      withPhone.data.createOrUpdateUser.id,
    ]);

    const edited = await t.gql(
      ADMIN,
      SAVE_STUDENT,
      {
        input: {
          id: student.id,
          name: 'Marina',
          lastName: 'Castro Alves',
          email: 'marina@exemplo.com.br',
          status: 'inativo',
        },
      },
      token,
    );
    expect(edited.data.createOrUpdateUser).toMatchObject({
      id: student.id,
      fullName: 'Marina Castro Alves',
      email: 'marina@exemplo.com.br',
      status: 'inativo',
    });
    // The old e-mail is free again, the new one is taken.
    const reuseOld = await t.gql(
      ADMIN,
      SAVE_STUDENT,
      { input: { name: 'Outra', lastName: 'Marina', email: 'marina.castro@exemplo.com.br' } },
      token,
    );
    expect(reuseOld.errors).toBeUndefined();
    const takeNew = await t.gql(
      ADMIN,
      SAVE_STUDENT,
      { input: { name: 'Mais', lastName: 'Uma', email: 'marina@exemplo.com.br' } },
      token,
    );
    expect(takeNew.errors?.[0]?.extensions.fields).toEqual([
      { path: ['input', 'email'], message: messages.emailTaken },
    ]);

    const del = await fetch(`${t.url}/${demo.accountCode}/admin/alunos/${student.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(del.status).toBe(204);
    const after = await t.gql(ADMIN, LIST_STUDENTS, { search: 'Castro Alves' }, token);
    expect(after.data.alunos.totalEntries).toBe(0);
    expect(
      (await t.gql(ADMIN, 'query($id:ID!){ aluno(id:$id){ id } }', { id: student.id }, token)).data.aluno,
    ).toBeNull();
    // The log keeps the history.
    const { events } = await t.server.services.eventStore.readStream(`student-${student.id}`);
    expect(events.map((e) => e.type)).toEqual(['StudentRegistered', 'StudentProfileUpdated', 'StudentDeleted']);
    const again = await fetch(`${t.url}/${demo.accountCode}/admin/alunos/${student.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: messages.studentAlreadyDeleted, code: 'ILLEGAL_STATE' });
  });

  it('pages the list 25 at a time, sorted by name', async () => {
    for (let i = 0; i < 30; i++) {
      const r = await t.gql(
        ADMIN,
        SAVE_STUDENT,
        { input: { name: `Zeca${String(i).padStart(2, '0')}`, lastName: 'Pagina', email: `zeca${i}@exemplo.com.br` } },
        token,
      );
      expect(r.errors).toBeUndefined();
    }
    const first = await t.gql(ADMIN, LIST_STUDENTS, { page: 1, search: 'pagina' }, token);
    const second = await t.gql(ADMIN, LIST_STUDENTS, { page: 2, search: 'pagina' }, token);
    expect(first.data.alunos).toMatchObject({ totalEntries: 30, totalPages: 2 });
    expect(first.data.alunos.list).toHaveLength(25);
    expect(second.data.alunos.list).toHaveLength(5);
    expect(first.data.alunos.list[0].fullName).toBe('Zeca00 Pagina');
    expect(second.data.alunos.list[4].fullName).toBe('Zeca29 Pagina');
  });

  it('does not list staff among the students', async () => {
    const all = await t.gql(ADMIN, LIST_STUDENTS, { search: 'admin@demo' }, token);
    expect(all.data.alunos.totalEntries).toBe(0);
  });
});
