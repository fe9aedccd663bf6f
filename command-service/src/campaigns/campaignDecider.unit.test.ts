import { campaignMessages as m, type CampaignEvent, type CampaignSettings } from '@gym/contracts';
import { IllegalStateError, NotFoundError } from '@gym/platform';
import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import { campaignDecider } from './campaignDecider.ts';

const campaign: CampaignSettings = {
  title: 'Bem-vindo',
  description: '<p>Olá</p>',
  status: 'draft',
  activity: 'single_dispatch',
  templateType: 'all',
  segmentValue: null,
  frequency: 'one_time',
  time: null,
  notificationChannel: 'email',
  senderEmail: null,
  senderName: null,
  toBcc: [],
};
const accountId = 'acc-1';
const campaignId = 'camp-1';
const now = '2026-11-21T12:00:00.000Z';
const created: CampaignEvent = { type: 'CampaignCreated', data: { accountId, campaignId, campaign, createdAt: now } };
const deleted: CampaignEvent = { type: 'CampaignDeleted', data: { accountId, campaignId, deletedAt: now } };
const spec = deciderSpec(campaignDecider);
const save = (c: CampaignSettings, acc = accountId) => ({
  type: 'SaveCampaign' as const,
  data: { accountId: acc, campaignId, campaign: c, now },
});

describe('campaign decider', () => {
  it('creates a campaign on its first save', () => {
    spec.given([]).when(save(campaign)).then([created]);
  });

  it('updates a saved campaign, and records nothing when nothing changed', () => {
    const active = { ...campaign, status: 'active' as const };
    spec
      .given([created])
      .when(save(active))
      .then([{ type: 'CampaignUpdated', data: { accountId, campaignId, campaign: active, updatedAt: now } }]);
    spec.given([created]).when(save(campaign)).thenNothingHappens();
  });

  it("treats another account's campaign as missing", () => {
    spec.given([created]).when(save(campaign, 'acc-2')).thenThrows(NotFoundError, m.notFound);
    spec
      .given([created])
      .when({ type: 'DeleteCampaign', data: { accountId: 'acc-2', campaignId, now } })
      .thenThrows(NotFoundError, m.notFound);
  });

  it('deletes once; a deleted campaign can be neither saved nor deleted again', () => {
    spec.given([created]).when({ type: 'DeleteCampaign', data: { accountId, campaignId, now } }).then([deleted]);
    spec
      .given([created, deleted])
      .when({ type: 'DeleteCampaign', data: { accountId, campaignId, now } })
      .thenThrows(IllegalStateError, m.alreadyDeleted);
    spec.given([created, deleted]).when(save(campaign)).thenThrows(IllegalStateError, m.alreadyDeleted);
    spec
      .given([])
      .when({ type: 'DeleteCampaign', data: { accountId, campaignId, now } })
      .thenThrows(NotFoundError, m.notFound);
  });
});
