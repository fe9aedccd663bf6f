import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshNamespace,
  kafkaServerLabel,
  kafkaSkipReason,
  useKafkaBroker,
} from '@gym/platform/kafka/kafkaTestBroker.testkit';
import {
  freshDatabase,
  mongoServerLabel,
  mongoSkipReason,
  useMongoWireServer,
} from '@gym/platform/mongo/mongoTestServer.testkit';
import {
  eventually,
  LIST_DELIVERIES,
  LIST_OUTBOX,
  recordCheckin,
  SAVE_CAMPAIGN,
} from '@gym/command-service/campaigns/campaignCalls.testkit';
import { demo } from '@gym/app';
import {
  LIST_STUDENTS,
  SAVE_STUDENT,
  startTestServer,
  type TestServer,
} from '@gym/command-service/testing/testServer.testkit';

const ADMIN = `/${demo.accountCode}/admin/graphql`;
const skipReason = kafkaSkipReason() ?? mongoSkipReason();
const MOVE = /* GraphQL */ `
  mutation($userId: ID!, $operation: String!, $value: Int!) { newMovementPoints(userId: $userId, operation: $operation, value: $value) { totalPoints } }
`;
const POINTS = /* GraphQL */ `query($userId: ID!) { getUserPoints(userId: $userId) { totalPoints points { operation value } } }`;

/** The product through its API with the distributed adapters chosen by environment: read models in MongoDB, the bus on Kafka. */
describe.skipIf(skipReason !== null)(
  `the product on a real MongoDB-wire server (${mongoServerLabel()}) and a real Kafka broker (${kafkaServerLabel()})`,
  { timeout: 120_000 },
  () => {
    const broker = useKafkaBroker();
    const mongo = useMongoWireServer();
    const database = freshDatabase('product');
    let t: TestServer;
    let token: string;
    const saved = { ...process.env };
    beforeAll(async () => {
      // Configured as an operator would: by environment variables, read by the server and its background
      // thread alike (the projector, the relay and the campaign engine run in that thread).
      Object.assign(process.env, {
        MONGODB_URL: mongo().url,
        MONGODB_DATABASE: database,
        KAFKA_BROKERS: broker().brokers,
        KAFKA_NAMESPACE: freshNamespace('product'),
        KAFKA_PARTITIONS: '3',
      });
      t = await startTestServer();
      token = await t.adminToken();
    }, 120_000);
    afterAll(async () => {
      await t?.close();
      process.env = saved;
    });

    it('registers, searches, edits and deletes students, with the student list read from MongoDB', async () => {
      const saved = await t.gql(
        ADMIN,
        SAVE_STUDENT,
        { input: { name: 'Conceição', lastName: 'Mongo', email: 'conceicao@exemplo.com.br', phone: '11987654321' } },
        token,
      );
      expect(saved.errors).toBeUndefined();
      const id = saved.data.createOrUpdateUser.id as string;
      const found = await t.gql(ADMIN, LIST_STUDENTS, { search: 'conceicao mon' }, token);
      expect(found.data.alunos.list).toEqual([{ id, fullName: 'Conceição Mongo', email: 'conceicao@exemplo.com.br' }]);

      // The document is in MongoDB itself, not in a SQLite file beside it.
      const client = await MongoClient.connect(mongo().url);
      const stored = await client
        .db(database)
        .collection('students')
        .findOne({ _id: id as never });
      expect(stored).toMatchObject({ fullName: 'Conceição Mongo', accountId: expect.any(String) });

      await t.gql(
        ADMIN,
        SAVE_STUDENT,
        { input: { id, name: 'Conceição', lastName: 'Atlas', email: 'conceicao@exemplo.com.br' } },
        token,
      );
      expect(
        (await t.gql(ADMIN, LIST_STUDENTS, { search: 'atlas' }, token)).data.alunos.list.map(
          (s: { id: string }) => s.id,
        ),
      ).toEqual([id]);

      const deleted = await fetch(`${t.url}/${demo.accountCode}/admin/alunos/${id}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(deleted.status).toBeLessThan(300);
      await eventually(
        async () =>
          expect(
            await client
              .db(database)
              .collection('students')
              .countDocuments({ _id: id as never }),
          ).toBe(0),
        10_000,
      );
      expect((await t.gql(ADMIN, LIST_STUDENTS, { search: 'atlas' }, token)).data.alunos.totalEntries).toBe(0);
      await client.close();
    });

    it('keeps a points balance exact over concurrent movements', async () => {
      const student = (
        await t.gql(
          ADMIN,
          SAVE_STUDENT,
          { input: { name: 'Pontos', lastName: 'Mongo', email: 'pontos@exemplo.com.br' } },
          token,
        )
      ).data.createOrUpdateUser;
      await Promise.all(
        Array.from({ length: 20 }, () => t.gql(ADMIN, MOVE, { userId: student.id, operation: 'add', value: 5 }, token)),
      );
      const read = await t.gql(ADMIN, POINTS, { userId: student.id }, token);
      expect(read.data.getUserPoints.totalPoints).toBe(100);
      expect(read.data.getUserPoints.points).toHaveLength(20);
    });

    it('delivers a campaign from the Kafka bus into the outbox kept in MongoDB, exactly once', async () => {
      const saved = await t.gql(
        ADMIN,
        SAVE_CAMPAIGN,
        {
          input: { title: 'Olá, {{nome}}!', description: '<p>Bom treino.</p>', status: 'active', activity: 'checkin' },
        },
        token,
      );
      const campaignId = saved.data.createOrUpdateCampaign as string;
      const student = (
        await t.gql(
          ADMIN,
          SAVE_STUDENT,
          { input: { name: 'Kai', lastName: 'Atlas', email: 'kai.atlas@exemplo.com.br' } },
          token,
        )
      ).data.createOrUpdateUser;
      const accountId = (await t.gql(ADMIN, '{ account { id } }', {}, token)).data.account.id as string;
      await recordCheckin(t.server.services.eventStore, accountId, student.id);
      await eventually(
        async () =>
          expect(
            (await t.gql(ADMIN, LIST_DELIVERIES, { campaignId }, token)).data.campaignDeliveries.totalEntries,
          ).toBe(1),
        30_000,
      );
      const outbox = (await t.gql(ADMIN, LIST_OUTBOX, {}, token)).data.campaignOutbox;
      expect(outbox.list.filter((mail: { to: string[] }) => mail.to.includes('kai.atlas@exemplo.com.br'))).toHaveLength(
        1,
      );
    });
  },
);
