import type { CampaignDeliveryFailed, CampaignDeliverySent } from '@gym/contracts';
import { deterministicId, type DocWrite, type EventStore } from '@gym/platform';
import { PermanentDeliveryError, type Channels, type Delivery } from './channels/channel.ts';
import { htmlToText, personalise } from './rules/personalise.ts';
import { retryDelayMs, type PlannedSend } from './rules/plan.ts';
import type { EngineCampaign, StudentAttrs } from './rules/types.ts';
import { C, type EngineState, type MarkDoc } from './state.ts';

export interface DeliverContext {
  readonly state: EngineState;
  readonly eventStore: EventStore;
  readonly channels: Channels;
  readonly now: () => Date;
  readonly maxAttempts: number;
}

export const deliveryStream = (deliveryId: string) => `campaignDelivery-${deliveryId}`;

function done(s: PlannedSend, status?: MarkDoc['status']): DocWrite[] {
  const removeSchedule: DocWrite = { kind: 'delete', collection: C.schedules, id: s.id };
  if (!status) return [removeSchedule];
  const mark: MarkDoc = { id: s.id, status };
  return [{ kind: 'upsert', collection: C.marks, doc: mark }, removeSchedule];
}

/**
 * Sends one due schedule (whose frequency mark the caller found absent) and returns the bookkeeping
 * writes, which the caller commits for a whole batch at once. Order: message sent, delivery event
 * appended (deterministic id: appending it again is a no-op), then mark written and schedule removed.
 * A crash between send and commit can resend once; nothing else can.
 */
export async function deliver(
  ctx: DeliverContext,
  s: PlannedSend,
  campaign: EngineCampaign | null,
  student: StudentAttrs | null,
): Promise<DocWrite[]> {
  // Deleted or deactivated meanwhile, or the student is gone: the send is dropped, not failed.
  if (campaign?.settings.status !== 'active' || !student) return done(s);

  const now = ctx.now().toISOString();
  const settings = campaign.settings;
  const html = personalise(settings.description, student, true);
  const delivery: Delivery = {
    deliveryId: s.id,
    accountId: s.accountId,
    campaignId: s.campaignId,
    student: {
      id: student.id,
      name: student.name,
      lastName: student.lastName,
      email: student.email,
      phone: student.phone,
    },
    subject: personalise(settings.title, student, false),
    html,
    text: htmlToText(html),
    senderName: settings.senderName,
    senderEmail: settings.senderEmail,
    bcc: settings.toBcc,
    now,
  };
  const attempts = s.attempts + 1;
  const base = {
    accountId: s.accountId,
    campaignId: s.campaignId,
    deliveryId: s.id,
    studentId: student.id,
    studentName: `${student.name} ${student.lastName}`.trim(),
    channel: settings.notificationChannel,
    subject: delivery.subject,
    cause: s.cause,
    attempts,
  };
  try {
    const { recipient } = await ctx.channels[settings.notificationChannel](delivery);
    const sent: CampaignDeliverySent = { type: 'CampaignDeliverySent', data: { ...base, recipient, sentAt: now } };
    await record(ctx, s, sent);
    return done(s, 'sent');
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (!(error instanceof PermanentDeliveryError) && attempts < ctx.maxAttempts) {
      const retry: PlannedSend = {
        ...s,
        attempts,
        sendAt: new Date(ctx.now().getTime() + retryDelayMs(attempts)).toISOString(),
      };
      return [{ kind: 'upsert', collection: C.schedules, doc: retry }];
    }
    const ch = settings.notificationChannel;
    const recipient =
      ch === 'email'
        ? student.email
        : ch === 'push'
          ? student.id
          : student.phone
            ? `+${student.phone.replace(/\D/g, '')}`
            : '';
    const failed: CampaignDeliveryFailed = {
      type: 'CampaignDeliveryFailed',
      data: { ...base, recipient, error: message, failedAt: now },
    };
    await record(ctx, s, failed);
    return done(s, 'failed');
  }
}

async function record(
  ctx: DeliverContext,
  s: PlannedSend,
  event: CampaignDeliverySent | CampaignDeliveryFailed,
): Promise<void> {
  await ctx.eventStore.appendToStream(
    deliveryStream(s.id),
    [
      {
        id: deterministicId('campaign-delivery-event', s.id),
        type: event.type,
        data: event.data,
        metadata: { accountId: s.accountId, causationId: s.cause },
      },
    ],
    { expectedRevision: 'any' },
  );
}
