import type { CampaignDeliveryDoc, CampaignDoc, CampaignSettings } from '@gym/contracts';
import { handlerFor, type Doc, type Projection, type RecordedEvent } from '@gym/platform';
import { describe, expect, it } from 'vitest';
import { campaignDeliveriesProjection } from './campaignDeliveriesProjection.ts';
import { campaignsProjection } from './campaignsProjection.ts';

let position = 0;
function recorded(type: string, data: object): RecordedEvent {
  position += 1;
  return {
    id: `e${position}`,
    type,
    data,
    schemaVersion: 1,
    metadata: {},
    streamId: 'campaign-x',
    streamRevision: 0,
    position,
    recordedAt: '2026-11-23T12:00:00.000Z',
  };
}

/** Feeds events through a projection's update functions the way the runner does. */
function project<D extends Doc>(projection: Projection<D>, events: RecordedEvent[], start: D | null = null): D | null {
  return events.reduce<D | null>((doc, event) => {
    const handler = handlerFor(projection.handlers, event.type);
    return handler ? handler.update(doc, event) : doc;
  }, start);
}

const settings: CampaignSettings = {
  title: 'Oi',
  description: '<p>x</p>',
  status: 'draft',
  activity: 'checkin',
  templateType: 'all',
  segmentValue: null,
  frequency: 'one_time',
  time: null,
  notificationChannel: 'email',
  senderEmail: null,
  senderName: null,
  toBcc: [],
};
const created = recorded('CampaignCreated', {
  accountId: 'a1',
  campaignId: 'c1',
  campaign: settings,
  createdAt: '2026-11-23T10:00:00.000Z',
});
const updated = recorded('CampaignUpdated', {
  accountId: 'a1',
  campaignId: 'c1',
  campaign: { ...settings, status: 'active' },
  updatedAt: '2026-11-23T11:00:00.000Z',
});

describe('campaigns projection', () => {
  it('keeps one document per campaign, updated in place and forgotten on deletion', () => {
    expect(handlerFor(campaignsProjection.handlers, 'CampaignCreated')!.ids(created)).toEqual(['c1']);
    const doc = project<CampaignDoc>(campaignsProjection, [created, updated]);
    expect(doc).toMatchObject({
      id: 'c1',
      accountId: 'a1',
      status: 'active',
      createdAt: '2026-11-23T10:00:00.000Z',
      updatedAt: '2026-11-23T11:00:00.000Z',
    });
    expect(project(campaignsProjection, [created], doc)).toBe(doc); // a replayed creation changes nothing
    expect(
      project(
        campaignsProjection,
        [recorded('CampaignDeleted', { accountId: 'a1', campaignId: 'c1', deletedAt: 't' })],
        doc,
      ),
    ).toBeNull();
  });
});

describe('campaign deliveries projection', () => {
  const base = {
    accountId: 'a1',
    campaignId: 'c1',
    deliveryId: 'd1',
    studentId: 's1',
    studentName: 'Ana Silva',
    channel: 'email',
    recipient: 'ana@x.com',
    subject: 'Oi',
    cause: 'e1',
    attempts: 1,
  };
  it('records who, when, channel and status of each delivery, sent or failed', () => {
    const sent = project<CampaignDeliveryDoc>(campaignDeliveriesProjection, [
      recorded('CampaignDeliverySent', { ...base, sentAt: '2026-11-23T12:00:00.000Z' }),
    ]);
    expect(sent).toEqual({
      id: 'd1',
      accountId: 'a1',
      campaignId: 'c1',
      studentId: 's1',
      studentName: 'Ana Silva',
      channel: 'email',
      recipient: 'ana@x.com',
      subject: 'Oi',
      attempts: 1,
      status: 'sent',
      error: null,
      at: '2026-11-23T12:00:00.000Z',
    });
    const failed = project<CampaignDeliveryDoc>(campaignDeliveriesProjection, [
      recorded('CampaignDeliveryFailed', {
        ...base,
        attempts: 5,
        error: 'recusado',
        failedAt: '2026-11-23T12:05:00.000Z',
      }),
    ]);
    expect(failed).toMatchObject({ status: 'failed', error: 'recusado', attempts: 5, at: '2026-11-23T12:05:00.000Z' });
  });
});
