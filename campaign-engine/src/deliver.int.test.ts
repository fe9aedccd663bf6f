import type { RecordedEvent } from '@gym/platform';
import { afterEach, describe, expect, it } from 'vitest';
import { applyEvent } from './applyEvent.ts';
import type { ChannelSender, Channels } from './channels/channel.ts';
import { pushChannel } from './channels/pushChannel.ts';
import { deliver } from './deliver.ts';
import { sendsForTrigger } from './rules/plan.ts';
import { triggerOf } from './rules/triggers.ts';
import { C, engineState, ensureEngineCollections } from './state.ts';
import { ACCOUNT, campaign, engineHarness, profile } from './testing/engineHarness.testkit.ts';

type Harness = Awaited<ReturnType<typeof engineHarness>>;
let h: Harness | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
});

async function allEvents(harness: Harness): Promise<RecordedEvent[]> {
  const all: RecordedEvent[] = [];
  for (let from = 0; ; ) {
    const batch = await harness.eventStore.readAll(from, 1000);
    if (batch.length === 0) return all;
    all.push(...batch);
    from = batch[batch.length - 1]!.position;
  }
}

describe('a campaign delivery handled twice (real SQLite event store and engine store)', () => {
  it('given a push campaign whose send went out but whose mark was never written (crash), when the engine retries the schedule, then one delivery event and one inbox message exist', async () => {
    h = await engineHarness();
    await ensureEngineCollections(h.documents);
    const state = engineState(h.documents);
    // Given: the engine's state as its bus consumer keeps it, and the schedule a check-in planned.
    const saved = await applyEvent(state, {
      type: 'CampaignCreated',
      data: {
        accountId: ACCOUNT,
        campaignId: 'c1',
        campaign: campaign({ notificationChannel: 'push' }),
        createdAt: '2026-11-23T12:00:00.000Z',
      },
    });
    await applyEvent(state, {
      type: 'StudentRegistered',
      data: {
        accountId: ACCOUNT,
        studentId: 's1',
        profile: profile('Ana'),
        rule: 'student',
        origin: 'panel',
        registeredAt: '2026-11-23T12:00:00.000Z',
      },
    });
    const student = await state.students.get('s1');
    const fact = triggerOf({
      id: 'checkin-event-1',
      type: 'CheckinRecorded',
      data: {
        accountId: ACCOUNT,
        checkinId: 'ck1',
        studentId: 's1',
        branchId: 'b',
        programId: 'p',
        programClassId: 'pc',
        classDate: '2026-11-23',
        startTime: '10:00',
        status: 'validated',
        forced: false,
        recordedAt: '2026-11-23T13:00:00.000Z',
      },
    });
    const sends = sendsForTrigger(fact!, [saved!], student!, () => undefined, h.clock.now());
    expect(sends).toHaveLength(1);
    const send = sends[0]!;
    await h.documents.commit([{ kind: 'upsert', collection: C.schedules, doc: send }]);

    // When: a first attempt sends and appends its delivery event, then the process dies before the
    // bookkeeping (mark written, schedule removed) is committed: its writes are dropped.
    const unused: ChannelSender = async () => {
      throw new Error('canal não usado no teste');
    };
    const channels: Channels = {
      email: unused,
      sms: unused,
      whatsapp: unused,
      push: pushChannel(h.eventStore, h.push),
    };
    const lostWrites = await deliver(
      { state, eventStore: h.eventStore, channels, now: () => h!.clock.now(), maxAttempts: 3 },
      send,
      saved,
      student,
    );
    expect(lostWrites).toContainEqual({ kind: 'upsert', collection: C.marks, doc: { id: send.id, status: 'sent' } });
    expect(await state.schedules.get(send.id)).not.toBeNull();
    // ... and the restarted engine finds the schedule due with no mark, and sends it again.
    await h.start();
    expect(await h.engine().runDue()).toBe(1);
    expect(await h.engine().runDue()).toBe(0);

    // Then: the retry really went through the channel again (the device push, which has no id, twice) ...
    expect(h.push.sent.map((p) => p.reference)).toEqual([send.id, send.id]);
    // ... yet the log holds one delivery event and one inbox message: both appends carry ids derived from the delivery.
    const events = await allEvents(h);
    expect(events.filter((e) => e.type === 'CampaignDeliverySent')).toHaveLength(1);
    expect(events.filter((e) => e.type === 'CampaignDeliverySent')[0]).toMatchObject({
      data: { deliveryId: send.id, studentId: 's1', channel: 'push', recipient: 's1' },
    });
    expect(events.filter((e) => e.type === 'InboxMessageSent')).toHaveLength(1);
    expect(events.filter((e) => e.type.startsWith('CampaignDelivery'))).toHaveLength(1);
    expect(await state.marks.get(send.id)).toEqual({ id: send.id, status: 'sent' });
    expect(await state.schedules.get(send.id)).toBeNull();
  });
});
