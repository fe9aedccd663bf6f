import { exerciseMessages, starterExercises } from '@gym/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { CREATE_ACCOUNT, startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

const LIST = /* GraphQL */ `
  query($page: Int, $search: String) {
    getExercises(page: $page, search: $search) {
      list { id name description image { uri uriOriginal } animatedImage { uri } muscleGroups equipment recordEnabled exerciseType starter }
      page totalPages totalCount
    }
  }
`;
const SET = /* GraphQL */ `
  mutation($id: ID, $name: String, $description: String, $recordEnabled: Boolean, $exerciseType: String, $videoUrl: String, $imageUrl: String, $muscleGroups: [String!]) {
    setExercise(id: $id, name: $name, description: $description, recordEnabled: $recordEnabled, exerciseType: $exerciseType, videoUrl: $videoUrl, imageUrl: $imageUrl, muscleGroups: $muscleGroups) {
      status
      exercise { id name description image { uri uriOriginal } video { uri } recordEnabled exerciseType starter }
    }
  }
`;

describe('exercises over HTTP: getExercises and setExercise', () => {
  let t: TestServer;
  let token: string;
  let tokenB: string;
  const admin = (
    query: string,
    variables: Record<string, unknown> = {},
    as = token,
    account: string = demo.accountCode,
  ) => t.gql(`/${account}/admin/graphql`, query, variables, as);
  beforeAll(async () => {
    t = await startTestServer();
    token = await t.adminToken();
    const created = await t.gql(
      '/alderaan/graphql',
      CREATE_ACCOUNT,
      {
        input: {
          name: 'Academia B',
          code: 'academia-b',
          owner: { name: 'Bia', lastName: 'Dona', email: 'bia@b.com.br', password: 'senha-da-bia' },
        },
      },
      await t.operatorToken(),
    );
    expect(created.errors).toBeUndefined();
    tokenB = await t.login('academia-b', 'bia@b.com.br', 'senha-da-bia');
  }, 60_000);
  afterAll(() => t.close());

  it('shows every account the starter library, by name, 24 a page', async () => {
    const first = await admin(LIST, {}, tokenB, 'academia-b');
    expect(first.errors).toBeUndefined();
    const page = first.data.getExercises;
    expect(page.totalCount).toBe(starterExercises.length);
    expect(page.totalPages).toBe(Math.ceil(starterExercises.length / 24));
    expect(page.list).toHaveLength(24);
    const names = page.list.map((e: { name: string }) => e.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base' })));
    expect(page.list.every((e: { starter: boolean }) => e.starter)).toBe(true);
    const second = (await admin(LIST, { page: 2 }, tokenB, 'academia-b')).data.getExercises;
    expect(second.list).toHaveLength(starterExercises.length - 24);
    expect(second.page).toBe(2);
  });

  it('searches name, muscle groups and equipment, without accents or case', async () => {
    const byName = (await admin(LIST, { search: 'ELEVACAO' })).data.getExercises.list.map(
      (e: { name: string }) => e.name,
    );
    expect(byName).toEqual(['Elevação frontal', 'Elevação lateral', 'Elevação pélvica']);
    const byMuscle = (await admin(LIST, { search: 'gluteos' })).data.getExercises;
    expect(byMuscle.totalCount).toBeGreaterThan(3);
    expect(byMuscle.list.every((e: { muscleGroups: string[] }) => e.muscleGroups.includes('Glúteos'))).toBe(true);
    // Account B has only the starter library (the demo gym has kettlebell exercises of its own).
    expect((await admin(LIST, { search: 'kettlebell' }, tokenB, 'academia-b')).data.getExercises.totalCount).toBe(2);
  });

  it('creates an exercise with its media and record type, then changes it', async () => {
    const created = await admin(SET, {
      name: 'Agachamento búlgaro',
      description: 'Pé de trás no banco.',
      recordEnabled: true,
      exerciseType: 'carga',
      imageUrl: `${t.url}/demo/files/x/images/a.png`,
      videoUrl: `${t.url}/demo/files/x/exercises/videos/a.mp4`,
      muscleGroups: ['Quadríceps'],
    });
    expect(created.errors).toBeUndefined();
    const saved = created.data.setExercise;
    expect(saved.status).toBe('success');
    expect(saved.exercise).toMatchObject({
      name: 'Agachamento búlgaro',
      recordEnabled: true,
      exerciseType: 'carga',
      starter: false,
      image: { uri: `${t.url}/demo/files/x/images/a.png`, uriOriginal: `${t.url}/demo/files/x/images/a.png` },
      video: { uri: `${t.url}/demo/files/x/exercises/videos/a.mp4` },
    });
    const listed = (await admin(LIST, { search: 'bulgaro' })).data.getExercises.list;
    expect(listed.map((e: { id: string }) => e.id)).toEqual([saved.exercise.id]);
    const changed = await admin(SET, {
      id: saved.exercise.id,
      name: 'Agachamento búlgaro com halteres',
      recordEnabled: false,
    });
    expect(changed.data.setExercise.exercise).toMatchObject({
      name: 'Agachamento búlgaro com halteres',
      description: 'Pé de trás no banco.',
      recordEnabled: false,
      exerciseType: null,
    });
    const one = await admin('query($id: ID!) { exercise(id: $id) { name video { uri } } }', { id: saved.exercise.id });
    expect(one.data.exercise).toEqual({
      name: 'Agachamento búlgaro com halteres',
      video: { uri: `${t.url}/demo/files/x/exercises/videos/a.mp4` },
    });
  });

  it('refuses with the spec messages and writes nothing', async () => {
    const before = (await admin(LIST)).data.getExercises.totalCount;
    const noName = await admin(SET, { description: 'x' });
    expect(noName.errors?.[0]?.message).toBe(exerciseMessages.nameRequired);
    expect(noName.errors?.[0]?.extensions.fields).toEqual([{ path: ['name'], message: exerciseMessages.nameRequired }]);
    expect((await admin(SET, { name: 'Remada' })).errors?.[0]?.message).toBe(exerciseMessages.descriptionRequired);
    expect((await admin(SET, { name: 'Remada', description: 'x', recordEnabled: true })).errors?.[0]?.message).toBe(
      exerciseMessages.typeRequired,
    );
    expect(
      (await admin(SET, { name: 'Remada', description: 'x', recordEnabled: true, exerciseType: 'peso' })).errors?.[0]
        ?.message,
    ).toBe(exerciseMessages.invalidType);
    expect(
      (await admin(SET, { name: 'Remada', description: 'x', videoUrl: 'javascript:alert(1)' })).errors?.[0]?.message,
    ).toBe(exerciseMessages.invalidUrl);
    expect((await admin(SET, { id: 'starter-supino-reto', name: 'Meu supino' })).errors?.[0]?.message).toBe(
      exerciseMessages.starterReadOnly,
    );
    expect((await admin(LIST)).data.getExercises.totalCount).toBe(before);
  });

  it("keeps tenants apart: B neither sees nor changes A's exercise", async () => {
    const mine = (await admin(SET, { name: 'Exercício secreto da A', description: 'Só da A' })).data.setExercise
      .exercise.id;
    const bList = (await admin(LIST, { search: 'secreto' }, tokenB, 'academia-b')).data.getExercises;
    expect(bList.totalCount).toBe(0);
    expect(
      (await admin('query($id: ID!) { exercise(id: $id) { id } }', { id: mine }, tokenB, 'academia-b')).data.exercise,
    ).toBeNull();
    const change = await admin(SET, { id: mine, name: 'Roubado' }, tokenB, 'academia-b');
    expect(change.errors?.[0]?.message).toBe(exerciseMessages.notFound);
    expect((await admin(SET, { name: 'x', description: 'y' }, tokenB)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await admin('query($id: ID!) { exercise(id: $id) { name } }', { id: mine })).data.exercise.name).toBe(
      'Exercício secreto da A',
    );
  });

  it('lets members read the library on the account endpoint, not write it', async () => {
    const anonymous = await t.gql(`/${demo.accountCode}/graphql`, '{ getExercises { totalCount } }');
    expect(anonymous.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const noMutation = await t.gql(
      `/${demo.accountCode}/graphql`,
      'mutation { setExercise(name: "x", description: "y") { status } }',
      {},
      token,
    );
    expect(noMutation.errors?.[0]?.message).toMatch(/setExercise/);
  });
});
