import { reviewMessages, workoutRoutineMessages } from '@gym/contracts';
import { FixedClock } from '@gym/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  givePlan,
  MEMBER,
  newProgram,
  otherGym,
  saveRoutine,
  signUpMember,
} from '../memberContent/memberContent.testkit.ts';
import { startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

const REVIEW =
  'mutation($r: Int, $c: String, $t: String, $i: ID) { createReview(rating: $r, comment: $c, reviewableType: $t, reviewableId: $i) { id rating comment reviewableType reviewableId } }';
const RATING = '{ accountRating { weightedRating reviews } }';
const GROUPS = '{ getUserWorkoutRoutines { name workoutGroups { id name } } }';
const LIST = `query($t: String) { reviews(reviewableType: $t) {
  totalEntries list { rating comment reviewableType reviewableId userName item { title } }
} }`;

/** Reviews of workouts (issue 25 item 2): createReview of a routine's group, only one the member is given. */
describe('reviews of workouts over HTTP', { timeout: 90_000 }, () => {
  let t: TestServer;
  let admin: string;
  let ana: { id: string; token: string };
  let bia: { id: string; token: string };
  let treinoA: string;
  let biaGroup: string;
  const groupsOf = async (token: string, endpoint = MEMBER) => {
    const r = await t.gql(endpoint, GROUPS, {}, token);
    expect(r.errors).toBeUndefined();
    return (r.data.getUserWorkoutRoutines as { workoutGroups: { id: string; name: string }[] }[]).flatMap(
      (routine) => routine.workoutGroups,
    );
  };
  beforeAll(async () => {
    t = await startTestServer({ clock: new FixedClock('2026-11-23T12:00:00.000Z') });
    admin = await t.adminToken();
    const weights = await newProgram(t, admin, 'Musculação');
    ana = await signUpMember(t, 'Ana');
    bia = await signUpMember(t, 'Bia');
    await givePlan(t, admin, ana.id, 'Plano Musculação', [weights]);
    const ex = await t.gql(
      ADMIN,
      'mutation { setExercise(name: "Remada", description: "Puxe até o peito") { exercise { id } } }',
      {},
      admin,
    );
    const exerciseId = ex.data.setExercise.exercise.id;
    const base = { startDate: '2026-11-01', endDate: '2026-12-31', weekDayIds: [1, 3, 5] };
    await saveRoutine(t, admin, { ...base, name: 'Força A/B', target: 'programs', programIds: [weights] }, [
      { name: 'Treino A', exerciseId },
      { name: 'Treino B', exerciseId },
    ]);
    await saveRoutine(t, admin, { ...base, name: 'Só da Bia', target: 'users', usersTargetIds: [bia.id] }, [
      { name: 'Treino da Bia', exerciseId },
    ]);
    treinoA = (await groupsOf(ana.token)).find((g) => g.name === 'Treino A')!.id;
    biaGroup = (await groupsOf(bia.token)).find((g) => g.name === 'Treino da Bia')!.id;
  });
  afterAll(() => t.close());

  it('lets the member review a workout they are given; a second review replaces the first', async () => {
    const first = await t.gql(MEMBER, REVIEW, { r: 5, c: 'Puxado e bom', t: 'workout_group', i: treinoA }, ana.token);
    expect(first.errors).toBeUndefined();
    expect(first.data.createReview).toMatchObject({
      rating: 5,
      reviewableType: 'workout_group',
      reviewableId: treinoA,
    });
    expect((await t.gql(MEMBER, RATING)).data.accountRating).toEqual({ weightedRating: 5, reviews: 1 });
    const again = await t.gql(MEMBER, REVIEW, { r: 3, t: 'workout_group', i: treinoA }, ana.token);
    expect(again.errors).toBeUndefined();
    expect(again.data.createReview.id).toBe(first.data.createReview.id);
    expect((await t.gql(MEMBER, RATING)).data.accountRating).toEqual({ weightedRating: 3, reviews: 1 });
    // Bia reviews her own routine's group: a second vote in the weighted rating.
    expect((await t.gql(MEMBER, REVIEW, { r: 4, t: 'workout_group', i: biaGroup }, bia.token)).errors).toBeUndefined();
    expect((await t.gql(MEMBER, RATING)).data.accountRating).toEqual({ weightedRating: 3.5, reviews: 2 });
  });

  it("keeps the review page's messages (1 to 5 stars, comment up to 140 characters)", async () => {
    const zero = await t.gql(MEMBER, REVIEW, { r: 0, t: 'workout_group', i: treinoA }, ana.token);
    expect(zero.errors?.[0]?.extensions.fields).toEqual([{ path: ['rating'], message: reviewMessages.validRating }]);
    const long = await t.gql(MEMBER, REVIEW, { r: 4, c: 'x'.repeat(141), t: 'workout_group', i: treinoA }, ana.token);
    expect(long.errors?.[0]?.extensions.fields).toEqual([
      { path: ['comment'], message: reviewMessages.commentTooLong },
    ]);
  });

  it("refuses another member's routine, an unknown workout and another account's, writing nothing", async () => {
    await otherGym(t);
    const carla = await signUpMember(t, 'Carla', 'academia-b');
    const adminB = await t.login('academia-b', 'bia@b.com.br', 'senha-da-bia');
    const exB = await t.gql(
      '/academia-b/admin/graphql',
      'mutation { setExercise(name: "Supino", description: "Desça até o peito") { exercise { id } } }',
      {},
      adminB,
    );
    await saveRoutine(
      t,
      adminB,
      { startDate: '2026-11-01', name: 'Da academia B', target: 'users', usersTargetIds: [carla.id] },
      [{ name: 'Treino B1', exerciseId: exB.data.setExercise.exercise.id }],
      '/academia-b/admin/graphql',
    );
    const carlaGroup = (await groupsOf(carla.token, '/academia-b/graphql'))[0]!.id;
    const head = await t.server.services.eventStore.headPosition();
    for (const id of [biaGroup, 'no-such-group', carlaGroup]) {
      const refused = await t.gql(MEMBER, REVIEW, { r: 1, t: 'workout_group', i: id }, ana.token);
      expect(refused.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
      expect(refused.errors?.[0]?.message).toBe(workoutRoutineMessages.groupNotFound);
    }
    // Ana's token at the other account's address.
    const across = await t.gql('/academia-b/graphql', REVIEW, { r: 1, t: 'workout_group', i: carlaGroup }, ana.token);
    expect(across.errors?.[0]?.extensions.code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
    expect(await t.server.services.eventStore.headPosition()).toBe(head);
  });

  it("shows the workout with its name in the staff's /admin/reviews, filtered by item type", async () => {
    const r = await t.gql(ADMIN, LIST, { t: 'workout_group' }, admin);
    expect(r.errors).toBeUndefined();
    expect(r.data.reviews.totalEntries).toBe(2);
    expect(r.data.reviews.list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ rating: 3, reviewableId: treinoA, item: { title: 'Treino A' } }),
        expect.objectContaining({ rating: 4, reviewableId: biaGroup, item: { title: 'Treino da Bia' } }),
      ]),
    );
    expect((await t.gql(ADMIN, LIST, { t: 'course' }, admin)).data.reviews.totalEntries).toBe(0);
  });
});
