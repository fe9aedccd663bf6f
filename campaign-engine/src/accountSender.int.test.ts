import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT, campaign, engineHarness, eventually, profile } from './testing/engineHarness.testkit.ts';

type Harness = Awaited<ReturnType<typeof engineHarness>>;
let h: Harness | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
});

const settings = (senderName: string | null, senderEmail: string | null) => ({
  name: 'Academia',
  bio: null,
  status: 'ativado',
  visibility: 'public',
  accountType: 'gym',
  category: null,
  subcategory: null,
  features: ['dashboard'],
  senderEmail,
  senderName,
  phone: null,
  city: null,
  state: null,
});

describe("campaign engine: the account's e-mail sender", () => {
  it("sends a campaign without a sender of its own from the account's, and follows a change of it", async () => {
    h = await engineHarness();
    await h.start();
    await h.publish('AccountCreated', {
      accountId: ACCOUNT,
      code: 'academia',
      settings: settings('Academia Velha', 'velho@academia.com.br'),
      createdAt: '2026-11-23T12:00:00.000Z',
    });
    await h.publish('CampaignCreated', {
      accountId: ACCOUNT,
      campaignId: 'c-new',
      campaign: campaign({ activity: 'new_register', title: 'Oi {{nome}}', senderName: null, senderEmail: null }),
      createdAt: '2026-11-23T12:00:00.000Z',
    });
    await h.publish('StudentRegistered', {
      accountId: ACCOUNT,
      studentId: 's1',
      profile: profile('Ana'),
      rule: 'student',
      origin: 'panel',
      registeredAt: '2026-11-23T12:00:00.000Z',
    });
    const [first] = await eventually(async () => {
      const mails = await h!.outbox();
      expect(mails).toHaveLength(1);
      return mails;
    });
    expect(first).toMatchObject({ from: { name: 'Academia Velha', email: 'velho@academia.com.br' } });

    await h.publish('AccountSettingsChanged', {
      accountId: ACCOUNT,
      settings: settings('Academia Nova', 'novo@academia.com.br'),
      changedAt: '2026-11-23T13:00:00.000Z',
    });
    await h.publish('StudentRegistered', {
      accountId: ACCOUNT,
      studentId: 's2',
      profile: profile('Bia'),
      rule: 'student',
      origin: 'panel',
      registeredAt: '2026-11-23T13:00:00.000Z',
    });
    const mails = await eventually(async () => {
      const all = await h!.outbox();
      expect(all).toHaveLength(2);
      return all;
    });
    expect(mails.find((m) => m.to.includes('bia@exemplo.com.br'))).toMatchObject({
      from: { name: 'Academia Nova', email: 'novo@academia.com.br' },
    });
  });

  it("keeps a campaign's own sender", async () => {
    h = await engineHarness();
    await h.start();
    await h.publish('AccountCreated', {
      accountId: ACCOUNT,
      code: 'academia',
      settings: settings('Academia', 'conta@academia.com.br'),
      createdAt: '2026-11-23T12:00:00.000Z',
    });
    await h.publish('CampaignCreated', {
      accountId: ACCOUNT,
      campaignId: 'c-own',
      campaign: campaign({ activity: 'new_register', senderName: 'Equipe', senderEmail: 'equipe@academia.com.br' }),
      createdAt: '2026-11-23T12:00:00.000Z',
    });
    await h.publish('StudentRegistered', {
      accountId: ACCOUNT,
      studentId: 's1',
      profile: profile('Ana'),
      rule: 'student',
      origin: 'panel',
      registeredAt: '2026-11-23T12:00:00.000Z',
    });
    const [mail] = await eventually(async () => {
      const mails = await h!.outbox();
      expect(mails).toHaveLength(1);
      return mails;
    });
    expect(mail).toMatchObject({ from: { name: 'Equipe', email: 'equipe@academia.com.br' } });
  });
});
