import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { CREATE_ACCOUNT, SAVE_STUDENT, startTestServer, type TestServer } from '../testing/testServer.testkit.ts';
import { eventually, LIST_DELIVERIES, LIST_OUTBOX, recordCheckin, SAVE_CAMPAIGN } from './campaignCalls.testkit.ts';

const ADMIN = `/${demo.accountCode}/admin/graphql`;

describe('the embedded campaign engine behind the API', () => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer();
    token = await t.adminToken();
  });
  afterAll(() => t.close());

  it('delivers a checkin campaign after a CheckinRecorded event in the log: delivery log and outbox, this account only', async () => {
    const saved = await t.gql(
      ADMIN,
      SAVE_CAMPAIGN,
      {
        input: {
          title: 'Valeu, {{nome}}!',
          description: '<p>Obrigado pelo treino, {{nome}}.</p>',
          status: 'active',
          activity: 'checkin',
          senderName: 'Academia Demo',
          senderEmail: 'contato@demo.com.br',
        },
      },
      token,
    );
    const campaignId = saved.data.createOrUpdateCampaign as string;
    const student = (
      await t.gql(
        ADMIN,
        SAVE_STUDENT,
        { input: { name: 'Lia', lastName: 'Rocha', email: 'lia@exemplo.com.br' } },
        token,
      )
    ).data.createOrUpdateUser;
    const accountId = (await t.gql(ADMIN, '{ account { id } }', {}, token)).data.account.id as string;
    await recordCheckin(t.server.services.eventStore, accountId, student.id);

    const log = await eventually(async () => {
      const r = await t.gql(ADMIN, LIST_DELIVERIES, { campaignId }, token);
      expect(r.data.campaignDeliveries.totalEntries).toBe(1);
      return r.data.campaignDeliveries.list;
    });
    expect(log[0]).toMatchObject({
      studentId: student.id,
      studentName: 'Lia Rocha',
      channel: 'email',
      recipient: 'lia@exemplo.com.br',
      status: 'sent',
      error: null,
      attempts: 1,
    });
    const outbox = (await t.gql(ADMIN, LIST_OUTBOX, {}, token)).data.campaignOutbox;
    expect(outbox.list[0]).toMatchObject({
      to: ['lia@exemplo.com.br'],
      subject: 'Valeu, Lia!',
      html: '<p>Obrigado pelo treino, Lia.</p>',
      fromName: 'Academia Demo',
      fromEmail: 'contato@demo.com.br',
    });

    // Another account sees neither the outbox nor the delivery log.
    await t.gql(
      '/alderaan/graphql',
      CREATE_ACCOUNT,
      {
        input: {
          name: 'Academia D',
          code: 'academia-d',
          owner: { name: 'Duda', lastName: 'Dona', email: 'duda@d.com.br', password: 'senha-da-duda' },
        },
      },
      await t.operatorToken(),
    );
    const tokenD = await t.login('academia-d', 'duda@d.com.br', 'senha-da-duda');
    expect((await t.gql('/academia-d/admin/graphql', LIST_OUTBOX, {}, tokenD)).data.campaignOutbox.totalEntries).toBe(
      0,
    );
    expect(
      (await t.gql('/academia-d/admin/graphql', LIST_DELIVERIES, { campaignId }, tokenD)).data.campaignDeliveries
        .totalEntries,
    ).toBe(0);
  });
});
