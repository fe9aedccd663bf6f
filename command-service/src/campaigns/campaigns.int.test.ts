import { campaignMessages as m, messages } from '@gym/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { CREATE_ACCOUNT, startTestServer, type TestServer } from '../testing/testServer.testkit.ts';
import { GET_CAMPAIGN, LIST_CAMPAIGNS, LIST_DELIVERIES, SAVE_CAMPAIGN } from './campaignCalls.testkit.ts';

const ADMIN = `/${demo.accountCode}/admin/graphql`;
const ADMIN_B = '/academia-c/admin/graphql';

describe('campaigns over HTTP (createOrUpdateCampaign, campaigns, campaign, delete)', () => {
  let t: TestServer;
  let token: string;
  let tokenB: string;
  beforeAll(async () => {
    t = await startTestServer();
    token = await t.adminToken();
    const created = await t.gql(
      '/alderaan/graphql',
      CREATE_ACCOUNT,
      {
        input: {
          name: 'Academia C',
          code: 'academia-c',
          owner: { name: 'Cris', lastName: 'Dona', email: 'cris@c.com.br', password: 'senha-da-cris' },
        },
      },
      await t.operatorToken(),
    );
    expect(created.errors).toBeUndefined();
    tokenB = await t.login('academia-c', 'cris@c.com.br', 'senha-da-cris');
  });
  afterAll(() => t.close());

  const del = (id: string, bearer: string, account: string = demo.accountCode) =>
    fetch(`${t.url}/${account}/admin/campaigns/${id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${bearer}` },
    });

  it('creates with the spec defaults, sanitises the content, edits and deletes', async () => {
    const saved = await t.gql(
      ADMIN,
      SAVE_CAMPAIGN,
      {
        input: {
          title: 'Boas-vindas',
          description: '<p onclick="x()">Olá <b>{{nome}}</b></p><script>alert(1)</script>',
        },
      },
      token,
    );
    expect(saved.errors).toBeUndefined();
    const id = saved.data.createOrUpdateCampaign as string;
    const read = await t.gql(ADMIN, GET_CAMPAIGN, { id }, token);
    expect(read.data.campaign).toMatchObject({
      id,
      title: 'Boas-vindas',
      description: '<p>Olá <b>{{nome}}</b></p>',
      status: 'draft',
      activity: 'single_dispatch',
      templateType: 'all',
      frequency: 'one_time',
      time: null,
      notificationChannel: 'email',
      toBcc: '',
    });

    const edited = await t.gql(
      ADMIN,
      SAVE_CAMPAIGN,
      {
        input: {
          id,
          title: 'Check-in',
          description: '<p>Bom treino!</p>',
          status: 'active',
          activity: 'checkin',
          templateType: 'gympass',
          frequency: 'weekly',
          time: '08:30',
          notificationChannel: 'E-mail',
          senderEmail: 'Contato@Academia.com.br',
          senderName: 'Academia',
          toBcc: 'a@x.com.br; b@x.com.br',
        },
      },
      token,
    );
    expect(edited.data.createOrUpdateCampaign).toBe(id);
    expect((await t.gql(ADMIN, GET_CAMPAIGN, { id }, token)).data.campaign).toMatchObject({
      status: 'active',
      activity: 'checkin',
      templateType: 'gympass',
      frequency: 'weekly',
      time: '08:30',
      notificationChannel: 'email',
      senderEmail: 'contato@academia.com.br',
      senderName: 'Academia',
      toBcc: 'a@x.com.br, b@x.com.br',
    });
    const list = await t.gql(ADMIN, LIST_CAMPAIGNS, { page: 1 }, token);
    expect(list.data.campaigns.list.map((c: { id: string }) => c.id)).toContain(id);

    expect((await del(id, token)).status).toBe(204);
    expect((await t.gql(ADMIN, GET_CAMPAIGN, { id }, token)).data.campaign).toBeNull();
    const again = await del(id, token);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: m.alreadyDeleted, code: 'ILLEGAL_STATE' });
    const { events } = await t.server.services.eventStore.readStream(`campaign-${id}`);
    expect(events.map((e) => e.type)).toEqual(['CampaignCreated', 'CampaignUpdated', 'CampaignDeleted']);
  });

  it('new_register hides segmentation, frequency and time: they are saved as all, one_time and none', async () => {
    const saved = await t.gql(
      ADMIN,
      SAVE_CAMPAIGN,
      {
        input: {
          title: 'Novo aluno',
          description: '<p>Oi</p>',
          activity: 'new_register',
          templateType: 'status',
          frequency: 'daily',
          time: '09:00',
        },
      },
      token,
    );
    const campaign = (await t.gql(ADMIN, GET_CAMPAIGN, { id: saved.data.createOrUpdateCampaign }, token)).data.campaign;
    expect(campaign).toMatchObject({
      activity: 'new_register',
      templateType: 'all',
      segmentValue: null,
      frequency: 'one_time',
      time: null,
    });
  });

  it('reports every invalid field with the spec messages and appends nothing', async () => {
    const head = await t.server.services.eventStore.headPosition();
    const result = await t.gql(
      ADMIN,
      SAVE_CAMPAIGN,
      {
        input: {
          title: ' ',
          description: '',
          notificationChannel: 'fax',
          time: '25:99',
          senderEmail: 'sem-arroba',
          toBcc: 'ok@x.com, ruim',
        },
      },
      token,
    );
    expect(result.data).toBeNull();
    expect(result.errors?.[0]?.extensions.fields).toEqual([
      { path: ['input', 'title'], message: m.required },
      { path: ['input', 'description'], message: m.required },
      { path: ['input', 'time'], message: m.invalidTime },
      { path: ['input', 'notificationChannel'], message: m.invalidChannel },
      { path: ['input', 'senderEmail'], message: messages.invalidEmail },
      { path: ['input', 'toBcc'], message: messages.invalidEmail },
    ]);
    const onlyScript = await t.gql(
      ADMIN,
      SAVE_CAMPAIGN,
      { input: { title: 'X', description: '<script>alert(1)</script>' } },
      token,
    );
    expect(onlyScript.errors?.[0]?.extensions.fields).toEqual([
      { path: ['input', 'description'], message: m.required },
    ]);
    expect(await t.server.services.eventStore.headPosition()).toBe(head);
  });

  it("keeps each account's campaigns to itself: another account's id reads as missing and cannot be changed or deleted", async () => {
    const saved = await t.gql(ADMIN, SAVE_CAMPAIGN, { input: { title: 'Só da demo', description: '<p>x</p>' } }, token);
    const id = saved.data.createOrUpdateCampaign as string;

    expect((await t.gql(ADMIN_B, GET_CAMPAIGN, { id }, tokenB)).data.campaign).toBeNull();
    const listB = await t.gql(ADMIN_B, LIST_CAMPAIGNS, {}, tokenB);
    expect(listB.data.campaigns.list.map((c: { id: string }) => c.id)).not.toContain(id);
    expect(
      (await t.gql(ADMIN_B, LIST_DELIVERIES, { campaignId: id }, tokenB)).data.campaignDeliveries.totalEntries,
    ).toBe(0);

    const hijack = await t.gql(
      ADMIN_B,
      SAVE_CAMPAIGN,
      { input: { id, title: 'Roubada', description: '<p>x</p>' } },
      tokenB,
    );
    expect(hijack.errors?.[0]).toMatchObject({ message: m.notFound, extensions: { code: 'NOT_FOUND' } });
    const delB = await del(id, tokenB, 'academia-c');
    expect(delB.status).toBe(404);
    expect(await delB.json()).toEqual({ error: m.notFound, code: 'NOT_FOUND' });
    // A token of account B at account A's address is refused outright.
    expect((await t.gql(ADMIN, LIST_CAMPAIGNS, {}, tokenB)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await del(id, tokenB)).status).toBe(403);

    expect((await t.gql(ADMIN, GET_CAMPAIGN, { id }, token)).data.campaign).toMatchObject({ id, title: 'Só da demo' });
  });

  it('refuses anonymous callers', async () => {
    expect((await t.gql(ADMIN, LIST_CAMPAIGNS, {})).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect((await fetch(`${t.url}/${demo.accountCode}/admin/campaigns/x`, { method: 'DELETE' })).status).toBe(401);
  });
});
