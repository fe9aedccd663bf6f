import { getAccountByCode } from '@gym/projection-service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { seedDashboardDemo } from '../dashboard/seedDashboard.ts';
import { startTestServer, type TestServer } from '../testing/testServer.testkit.ts';
import { seedReviewsAndMessagesDemo } from './seedReviewsAndMessages.ts';

const ADMIN = `/${demo.accountCode}/admin/graphql`;

/** npm start's demo of /admin/reviews and /admin/messages. */
describe('the demo gym reviews and messages', { timeout: 120_000 }, () => {
  let t: TestServer;
  let admin: string;
  beforeAll(async () => {
    t = await startTestServer();
    admin = await t.adminToken();
    const account = await getAccountByCode(t.server.services.documents, demo.accountCode);
    const actor = { accountId: account!.id, userId: null, correlationId: 'seed' };
    await seedDashboardDemo(t.server.services, actor);
    await seedReviewsAndMessagesDemo(t.server.services, actor);
  });
  afterAll(() => t.close());

  it('has answered reviews of a course and a class, with a rating history over several days', async () => {
    const q = await t.gql(
      ADMIN,
      '{ reviews { totalEntries list { reviewableType item { title } reply { text } } } reviewRatingHistory { reviews series { date } } }',
      {},
      admin,
    );
    expect(q.errors).toBeUndefined();
    expect(q.data.reviews.totalEntries).toBe(10);
    const types = new Set(q.data.reviews.list.map((r: { reviewableType: string }) => r.reviewableType));
    expect([...types].sort()).toEqual(['course', 'program_class']);
    expect(q.data.reviews.list.filter((r: { reply: unknown }) => r.reply)).toHaveLength(1);
    expect(q.data.reviewRatingHistory.reviews).toBe(10);
    expect(q.data.reviewRatingHistory.series.length).toBeGreaterThan(5);
  });

  it('has an unread member reply on top of the messages', async () => {
    const q = await t.gql(ADMIN, '{ inboxThreads { totalEntries list { subject unread } } }', {}, admin);
    expect(q.data.inboxThreads.list).toEqual([
      { subject: 'Avaliação física', unread: true },
      { subject: 'Bem-vindo!', unread: false },
    ]);
  });
});
