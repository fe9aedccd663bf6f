import { reviewMessages } from '@gym/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { CREATE_ACCOUNT, startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

const ACCOUNT = `/${demo.accountCode}/graphql`;
const REVIEW =
  'mutation($r: Int, $c: String, $t: String, $i: ID) { createReview(rating: $r, comment: $c, reviewableType: $t, reviewableId: $i) { id rating comment reviewableType reviewableId } }';
const RATING = '{ accountRating { weightedRating reviews } }';
const SIGN_UP =
  'mutation($n:String!,$l:String!,$e:String!){ signUp(name:$n, lastName:$l, email:$e, password:"senha-forte-1"){ token } }';

describe('reviews over HTTP (createReview, reviewable, accountRating)', { timeout: 60_000 }, () => {
  let t: TestServer;
  let ana: string;
  let bia: string;
  beforeAll(async () => {
    t = await startTestServer();
    ana = (await t.gql(ACCOUNT, SIGN_UP, { n: 'Ana', l: 'Avaliadora', e: 'ana.av@exemplo.com.br' })).data.signUp.token;
    bia = (await t.gql(ACCOUNT, SIGN_UP, { n: 'Bia', l: 'Avaliadora', e: 'bia.av@exemplo.com.br' })).data.signUp.token;
  });
  afterAll(() => t.close());

  it('records reviews and serves the weighted rating, one vote per member and item', async () => {
    expect((await t.gql(ACCOUNT, RATING)).data.accountRating).toEqual({ weightedRating: null, reviews: 0 });
    const first = await t.gql(ACCOUNT, REVIEW, { r: 5, c: 'Ótimo curso', t: 'course', i: 'c1' }, ana);
    expect(first.errors).toBeUndefined();
    expect(first.data.createReview).toMatchObject({
      rating: 5,
      comment: 'Ótimo curso',
      reviewableType: 'course',
      reviewableId: 'c1',
    });
    await t.gql(ACCOUNT, REVIEW, { r: 4, t: 'course', i: 'c1' }, bia);
    expect((await t.gql(ACCOUNT, RATING)).data.accountRating).toEqual({ weightedRating: 4.5, reviews: 2 });
    await t.gql(ACCOUNT, REVIEW, { r: 2, t: 'course', i: 'c1' }, ana);
    expect((await t.gql(ACCOUNT, RATING)).data.accountRating).toEqual({ weightedRating: 3, reviews: 2 });
  });

  it("refuses missing fields, a rating out of 1..5 and a comment over 140 characters with the spec's words", async () => {
    const head = await t.server.services.eventStore.headPosition();
    const missing = await t.gql(ACCOUNT, REVIEW, { r: 5 }, ana);
    expect(missing.errors?.[0]?.message).toBe(reviewMessages.allFields);
    const badRating = await t.gql(ACCOUNT, REVIEW, { r: 6, t: 'course', i: 'c1' }, ana);
    expect(badRating.errors?.[0]?.extensions.fields).toEqual([
      { path: ['rating'], message: reviewMessages.validRating },
    ]);
    const long = await t.gql(ACCOUNT, REVIEW, { r: 5, c: 'x'.repeat(141), t: 'course', i: 'c1' }, ana);
    expect(long.errors?.[0]?.extensions.fields).toEqual([
      { path: ['comment'], message: reviewMessages.commentTooLong },
    ]);
    expect(await t.server.services.eventStore.headPosition()).toBe(head);
  });

  it('lets only signed-in members of the account review', async () => {
    const anonymous = await t.gql(ACCOUNT, REVIEW, { r: 5, t: 'course', i: 'c1' });
    expect(anonymous.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const op = await t.operatorToken();
    await t.gql('/alderaan/graphql', CREATE_ACCOUNT, { input: { name: 'Academia V', code: 'academia-v' } }, op);
    const elsewhere = await t.gql('/academia-v/graphql', REVIEW, { r: 1, t: 'course', i: 'c1' }, ana);
    expect(elsewhere.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await t.gql('/academia-v/graphql', RATING)).data.accountRating).toEqual({
      weightedRating: null,
      reviews: 0,
    });
  });

  it("answers a listed item's cover and title, only at its own account", async () => {
    const accountId = (await t.gql(ACCOUNT, '{ account { id } }')).data.account.id;
    await t.server.services.eventStore.appendToStream(
      'reviewable-w1',
      [
        {
          id: 'listed-w1',
          type: 'ReviewableListed',
          data: {
            accountId,
            reviewableType: 'workout_group',
            reviewableId: 'w1',
            title: 'Treino A',
            cover: 'https://exemplo.com.br/a.png',
          },
        },
      ],
      { expectedRevision: 'any' },
    );
    await t.server.services.readModelsReached(await t.server.services.eventStore.headPosition());
    const Q = '{ reviewable(reviewableType: "workout_group", reviewableId: "w1") { title cover } }';
    expect((await t.gql(ACCOUNT, Q)).data.reviewable).toEqual({
      title: 'Treino A',
      cover: 'https://exemplo.com.br/a.png',
    });
    expect((await t.gql('/academia-v/graphql', Q)).data.reviewable).toBeNull();
  });
});
