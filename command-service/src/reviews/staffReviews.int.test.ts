import { staffReviewMessages } from '@gym/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { memberWithRole } from '../accountSettings/staff.testkit.ts';
import { CREATE_ACCOUNT, startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

const ACCOUNT = `/${demo.accountCode}/graphql`;
const ADMIN = `/${demo.accountCode}/admin/graphql`;
const REVIEW =
  'mutation($r: Int, $c: String, $t: String, $i: ID) { createReview(rating: $r, comment: $c, reviewableType: $t, reviewableId: $i) { id } }';
const SIGN_UP =
  'mutation($n:String!,$l:String!,$e:String!){ signUp(name:$n, lastName:$l, email:$e, password:"senha-forte-1"){ token } }';
const SIGN_UP_ID =
  'mutation($n:String!,$l:String!,$e:String!){ signUp(name:$n, lastName:$l, email:$e, password:"senha-forte-1"){ id token } }';
const LIST = `query($t: String, $r: Int) { reviews(reviewableType: $t, rating: $r) {
  totalEntries list { id rating comment reviewableType reviewableId userName item { title } reply { text authorName } }
} }`;
const HISTORY =
  'query($p: String) { reviewRatingHistory(period: $p) { weightedRating reviews series { date reviews weightedRating } } }';
const REPLY = 'mutation($id: ID!, $r: String!) { replyReview(id: $id, reply: $r) { id reply { text authorName } } }';

/** /admin/reviews over HTTP: the list with its filters, the rating over time, the reply; tenancy and roles. */
describe('staff reviews over HTTP', { timeout: 60_000 }, () => {
  let t: TestServer;
  let admin: string;
  let reviewId: string;
  beforeAll(async () => {
    t = await startTestServer();
    admin = await t.adminToken();
    const ana = (await t.gql(ACCOUNT, SIGN_UP, { n: 'Ana', l: 'Souza', e: 'ana.rv@exemplo.com.br' })).data.signUp.token;
    const bia = (await t.gql(ACCOUNT, SIGN_UP, { n: 'Bia', l: 'Lima', e: 'bia.rv@exemplo.com.br' })).data.signUp.token;
    const first = await t.gql(ACCOUNT, REVIEW, { r: 5, c: 'Ótimo curso', t: 'course', i: 'c1' }, ana);
    expect(first.errors).toBeUndefined();
    reviewId = first.data.createReview.id;
    expect((await t.gql(ACCOUNT, REVIEW, { r: 2, c: 'Cansativo', t: 'program_class', i: 'pc1' }, bia)).errors).toBe(
      undefined,
    );
  });
  afterAll(() => t.close());

  it('lists every review of the account, newest first, and filters by item type and rating', async () => {
    const all = await t.gql(ADMIN, LIST, {}, admin);
    expect(all.errors).toBeUndefined();
    expect(all.data.reviews.totalEntries).toBe(2);
    expect(all.data.reviews.list.map((r: { comment: string }) => r.comment)).toEqual(['Cansativo', 'Ótimo curso']);
    expect(all.data.reviews.list[1]).toMatchObject({ rating: 5, userName: 'Ana Souza', reviewableType: 'course' });
    const courses = await t.gql(ADMIN, LIST, { t: 'course' }, admin);
    expect(courses.data.reviews.list.map((r: { id: string }) => r.id)).toEqual([reviewId]);
    const twos = await t.gql(ADMIN, LIST, { r: 2 }, admin);
    expect(twos.data.reviews.list.map((r: { comment: string }) => r.comment)).toEqual(['Cansativo']);
    expect((await t.gql(ADMIN, LIST, { r: 4 }, admin)).data.reviews.totalEntries).toBe(0);
  });

  it('serves the weighted rating over time from the projector, by day and by month', async () => {
    const byDay = await t.gql(ADMIN, HISTORY, {}, admin);
    expect(byDay.errors).toBeUndefined();
    expect(byDay.data.reviewRatingHistory).toMatchObject({ weightedRating: 3.5, reviews: 2 });
    expect(byDay.data.reviewRatingHistory.series).toHaveLength(1);
    expect(byDay.data.reviewRatingHistory.series[0]).toMatchObject({ reviews: 2, weightedRating: 3.5 });
    expect(byDay.data.reviewRatingHistory.series[0].date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const byMonth = await t.gql(ADMIN, HISTORY, { p: 'month' }, admin);
    expect(byMonth.data.reviewRatingHistory.series[0].date).toMatch(/^\d{4}-\d{2}$/);
  });

  it('answers a review; an empty reply is refused in pt-BR and writes nothing', async () => {
    const head = await t.server.services.eventStore.headPosition();
    const empty = await t.gql(ADMIN, REPLY, { id: reviewId, r: '   ' }, admin);
    expect(empty.errors?.[0]?.extensions.fields).toEqual([
      { path: ['reply'], message: staffReviewMessages.replyRequired },
    ]);
    expect(await t.server.services.eventStore.headPosition()).toBe(head);
    const replied = await t.gql(ADMIN, REPLY, { id: reviewId, r: 'Obrigado, Ana!' }, admin);
    expect(replied.errors).toBeUndefined();
    expect(replied.data.replyReview).toEqual({
      id: reviewId,
      reply: { text: 'Obrigado, Ana!', authorName: 'Admin Demo' },
    });
    const listed = await t.gql(ADMIN, LIST, { t: 'course' }, admin);
    expect(listed.data.reviews.list[0].reply).toEqual({ text: 'Obrigado, Ana!', authorName: 'Admin Demo' });
  });

  it('lets a coach read the reviews but not answer them', async () => {
    const coach = await memberWithRole(t, demo.accountCode, 'coach', 'coach.rv@demo.com.br');
    expect((await t.gql(ADMIN, LIST, {}, coach)).data.reviews.totalEntries).toBe(2);
    const refused = await t.gql(ADMIN, REPLY, { id: reviewId, r: 'Oi' }, coach);
    expect(refused.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });

  it("drops an erased student's review rows (LGPD), keeping the others", async () => {
    const eva = (await t.gql(ACCOUNT, SIGN_UP_ID, { n: 'Eva', l: 'Apagada', e: 'eva.rv@exemplo.com.br' })).data.signUp;
    expect((await t.gql(ACCOUNT, REVIEW, { r: 1, c: 'Não gostei', t: 'course', i: 'c9' }, eva.token)).errors).toBe(
      undefined,
    );
    expect((await t.gql(ADMIN, LIST, { r: 1 }, admin)).data.reviews.totalEntries).toBe(1);
    const erased = await fetch(`${t.url}/${demo.accountCode}/admin/alunos/${eva.id}/erase`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(erased.status).toBe(200);
    expect((await t.gql(ADMIN, LIST, { r: 1 }, admin)).data.reviews.totalEntries).toBe(0);
    expect((await t.gql(ADMIN, LIST, {}, admin)).data.reviews.totalEntries).toBe(2);
  });

  it("never shows or answers another account's reviews", async () => {
    const op = await t.operatorToken();
    const created = await t.gql(
      '/alderaan/graphql',
      CREATE_ACCOUNT,
      { input: { name: 'Academia R', code: 'academia-r' } },
      op,
    );
    expect(created.errors).toBeUndefined();
    const otherAdmin = await memberWithRole(t, 'academia-r', 'admin', 'dono@academia-r.com.br');
    const other = '/academia-r/admin/graphql';
    expect((await t.gql(other, LIST, {}, otherAdmin)).data.reviews.totalEntries).toBe(0);
    expect((await t.gql(other, HISTORY, {}, otherAdmin)).data.reviewRatingHistory).toEqual({
      weightedRating: null,
      reviews: 0,
      series: [],
    });
    const head = await t.server.services.eventStore.headPosition();
    const foreign = await t.gql(other, REPLY, { id: reviewId, r: 'Intruso' }, otherAdmin);
    expect(foreign.errors?.[0]?.message).toBe(staffReviewMessages.reviewNotFound);
    expect(await t.server.services.eventStore.headPosition()).toBe(head);
    // the demo admin's token does not open the other account either
    expect((await t.gql(other, LIST, {}, admin)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });
});
