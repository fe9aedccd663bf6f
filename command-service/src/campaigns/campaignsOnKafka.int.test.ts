import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KafkaEventBus } from '@gym/platform/kafka';
import {
  freshNamespace,
  kafkaServerLabel,
  kafkaSkipReason,
  useKafkaBroker,
} from '../../../platform/src/kafka/kafkaTestBroker.testkit.ts';
import { demo } from '@gym/app';
import { SAVE_STUDENT, startTestServer, type TestServer } from '../testing/testServer.testkit.ts';
import { eventually, LIST_DELIVERIES, LIST_OUTBOX, recordCheckin, SAVE_CAMPAIGN } from './campaignCalls.testkit.ts';

const ADMIN = `/${demo.accountCode}/admin/graphql`;
const skipReason = kafkaSkipReason();

/** Issue 7 on the distributed bus: the relay publishes the log to a real Kafka broker and the engine consumes it there. */
describe.skipIf(skipReason !== null)(
  `the campaign engine consuming a real Kafka broker (${kafkaServerLabel()})`,
  { timeout: 90_000 },
  () => {
    const broker = useKafkaBroker();
    let t: TestServer;
    let token: string;
    beforeAll(async () => {
      const eventBus = new KafkaEventBus({
        brokers: [broker().brokers],
        namespace: freshNamespace('campaigns'),
        partitions: 3,
      });
      t = await startTestServer({ eventBus });
      token = await t.adminToken();
    });
    afterAll(() => t?.close());

    it('delivers a checkin campaign after a CheckinRecorded event, exactly once', async () => {
      const saved = await t.gql(
        ADMIN,
        SAVE_CAMPAIGN,
        {
          input: {
            title: 'Bom treino, {{nome}}!',
            description: '<p>Até a próxima, {{nome}}.</p>',
            status: 'active',
            activity: 'checkin',
          },
        },
        token,
      );
      const campaignId = saved.data.createOrUpdateCampaign as string;
      const student = (
        await t.gql(
          ADMIN,
          SAVE_STUDENT,
          { input: { name: 'Kai', lastName: 'Kafka', email: 'kai@exemplo.com.br' } },
          token,
        )
      ).data.createOrUpdateUser;
      const accountId = (await t.gql(ADMIN, '{ account { id } }', {}, token)).data.account.id as string;
      await recordCheckin(t.server.services.eventStore, accountId, student.id);

      const log = await eventually(async () => {
        const r = await t.gql(ADMIN, LIST_DELIVERIES, { campaignId }, token);
        expect(r.data.campaignDeliveries.totalEntries).toBe(1);
        return r.data.campaignDeliveries.list;
      }, 30_000);
      expect(log[0]).toMatchObject({ studentId: student.id, channel: 'email', status: 'sent' });
      const outbox = (await t.gql(ADMIN, LIST_OUTBOX, {}, token)).data.campaignOutbox;
      expect(outbox.totalEntries).toBe(1);
      expect(outbox.list[0]).toMatchObject({ to: ['kai@exemplo.com.br'], subject: 'Bom treino, Kai!' });
    });
  },
);
