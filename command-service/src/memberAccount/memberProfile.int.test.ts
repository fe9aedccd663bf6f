import { messages, uploadMessages } from '@gym/contracts';
import { memberAccountMessages } from '@gym/contracts/memberApp/accountMessages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer.testkit.ts';
import { MY_PROFILE, SAVE_MY_PROFILE } from './memberAccountQueries.gql.ts';

const ADMIN = '/demo/admin/graphql';
const MEMBER = '/demo/graphql';
const ALUNO = 'query($id: ID!) { aluno(id: $id) { name lastName email phone avatarUrl status } }';
const PRESIGN =
  'mutation($f: String!, $c: String!, $d: String) { requestPresignedUpload(filename: $f, contentType: $c, folder: $d) { presignedUpload { url key fileUrl } } }';

async function signUp(t: TestServer, name: string): Promise<{ id: string; token: string }> {
  const r = await t.gql(
    MEMBER,
    `mutation { signUp(name:"${name}", lastName:"Perfil", email:"${name.toLowerCase()}@perfil.com.br", password:"segredo123", passwordConfirmation:"segredo123") { id token } }`,
  );
  return r.data.signUp;
}

/** The member's profile in the app (issue 25 item 2): the console's student event, own profile only. */
describe('the member app: profile (name, phone, photo)', { timeout: 60_000 }, () => {
  let t: TestServer;
  let ana: { id: string; token: string };
  let bia: { id: string; token: string };
  const events = async (id: string) => (await t.server.services.eventStore.readStream(`student-${id}`)).events;
  beforeAll(async () => {
    t = await startTestServer();
    ana = await signUp(t, 'Ana');
    bia = await signUp(t, 'Bia');
  });
  afterAll(() => t.close());

  it("edits one's own name and phone: the console's StudentProfileUpdated, the rest of the profile kept", async () => {
    expect((await t.gql(MEMBER, MY_PROFILE, {}, ana.token)).data.myProfile).toMatchObject({
      id: ana.id,
      name: 'Ana',
      phone: null,
    });
    const saved = await t.gql(
      MEMBER,
      SAVE_MY_PROFILE,
      { input: { name: 'Ana Maria', lastName: 'Souza', phone: '(11) 98765-4321' } },
      ana.token,
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data.createOrUpdateUser).toMatchObject({
      id: ana.id,
      name: 'Ana Maria',
      lastName: 'Souza',
      email: 'ana@perfil.com.br',
      // Stored as digits (issue 35 item 17): screens mask it.
      phone: '11987654321',
    });
    const last = (await events(ana.id)).at(-1)!;
    expect(last.type).toBe('StudentProfileUpdated');
    const admin = await t.adminToken();
    expect((await t.gql(ADMIN, ALUNO, { id: ana.id }, admin)).data.aluno).toEqual({
      name: 'Ana Maria',
      lastName: 'Souza',
      email: 'ana@perfil.com.br',
      phone: '11987654321',
      avatarUrl: null,
      status: 'ativo',
    });
  });

  it('refuses a bad phone with the console message and writes nothing', async () => {
    const before = (await events(ana.id)).length;
    const bad = await t.gql(
      MEMBER,
      SAVE_MY_PROFILE,
      { input: { name: 'Ana', lastName: 'Souza', phone: '123' } },
      ana.token,
    );
    expect(bad.errors?.[0]?.message).toContain(messages.invalidPhone);
    const empty = await t.gql(MEMBER, SAVE_MY_PROFILE, { input: { name: ' ', lastName: 'Souza' } }, ana.token);
    expect(empty.errors?.[0]?.message).toContain(messages.required);
    expect((await events(ana.id)).length).toBe(before);
  });

  it('cannot edit another member, nor without a session', async () => {
    const before = (await events(ana.id)).length;
    const other = await t.gql(
      MEMBER,
      SAVE_MY_PROFILE,
      { input: { id: ana.id, name: 'Invasora', lastName: 'X' } },
      bia.token,
    );
    expect(other.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const anonymous = await t.gql(MEMBER, SAVE_MY_PROFILE, { input: { name: 'X', lastName: 'Y' } });
    expect(anonymous.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect((await events(ana.id)).length).toBe(before);
  });

  it('uploads a photo (presigned, folder avatars, image types only) and saves it; a foreign address is refused', async () => {
    const refusedType = await t.gql(MEMBER, PRESIGN, { f: 'foto.svg', c: 'image/svg+xml', d: 'avatars' }, ana.token);
    expect(refusedType.errors?.[0]?.message).toContain(uploadMessages.typeNotAccepted);
    const presigned = (await t.gql(MEMBER, PRESIGN, { f: 'foto.png', c: 'image/png', d: 'avatars' }, ana.token)).data
      .requestPresignedUpload.presignedUpload;
    const put = await fetch(presigned.url, { method: 'PUT', body: 'PNG', headers: { 'content-type': 'image/png' } });
    expect(put.status).toBe(200);
    const saved = await t.gql(
      MEMBER,
      SAVE_MY_PROFILE,
      { input: { name: 'Ana Maria', lastName: 'Souza', phone: '(11) 98765-4321', avatarUrl: presigned.fileUrl } },
      ana.token,
    );
    expect(saved.data.createOrUpdateUser.avatarUrl).toBe(presigned.fileUrl);
    const foreign = await t.gql(
      MEMBER,
      SAVE_MY_PROFILE,
      { input: { name: 'Ana Maria', lastName: 'Souza', avatarUrl: 'https://example.com/x.png' } },
      ana.token,
    );
    expect(foreign.errors?.[0]?.message).toContain(memberAccountMessages.photoNotOurs);
    const admin = await t.adminToken();
    expect((await t.gql(ADMIN, ALUNO, { id: ana.id }, admin)).data.aluno.avatarUrl).toBe(presigned.fileUrl);
  });
});
