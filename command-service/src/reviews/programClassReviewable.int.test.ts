import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVE_CLASS, SAVE_FILIAL, SAVE_PROGRAM } from '../checkins/gqlDocs.testkit.ts';
import { startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

const REVIEWABLE =
  'query($t: String!, $i: ID!) { reviewable(reviewableType: $t, reviewableId: $i) { reviewableType title cover startTime } }';

/** Program classes are reviewable (issue 22 item 7): the review page shows their title and 'a aula às' their time. */
describe('a program class on the review page over HTTP', () => {
  let t: TestServer;
  let classId: string;
  beforeAll(async () => {
    t = await startTestServer();
    const token = await t.adminToken();
    const admin = '/demo/admin/graphql';
    const filialId = (await t.gql(admin, SAVE_FILIAL, { input: { name: 'Centro', street: 'Rua A' } }, token)).data
      .createOrUpdateFilial.filial.id;
    const programId = (await t.gql(admin, SAVE_PROGRAM, { input: { name: 'Spinning', filialId } }, token)).data
      .createOrUpdateProgram.program.id;
    classId = (
      await t.gql(
        admin,
        SAVE_CLASS,
        { input: { programId, startTime: '07:30', endTime: '08:30', weekDays: [1, 3], limit: 20 } },
        token,
      )
    ).data.createOrUpdateProgramClass.programClass.id;
  });
  afterAll(() => t.close());

  it("answers the class's program as title and its start time, to a visitor", async () => {
    const r = await t.gql('/demo/graphql', REVIEWABLE, { t: 'program_class', i: classId });
    expect(r.errors).toBeUndefined();
    expect(r.data.reviewable).toEqual({
      reviewableType: 'program_class',
      title: 'Spinning',
      cover: null,
      startTime: '07:30',
    });
  });

  it('answers null for a class of no account of this address, and no time for other items', async () => {
    expect((await t.gql('/demo/graphql', REVIEWABLE, { t: 'program_class', i: 'nada' })).data.reviewable).toBeNull();
    expect((await t.gql('/demo/graphql', REVIEWABLE, { t: 'course', i: classId })).data.reviewable).toBeNull();
  });
});
