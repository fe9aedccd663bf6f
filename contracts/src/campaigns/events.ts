import { z } from 'zod';
import { byStudent, notPersonal, personal, sealedFor } from '../privacy/personal.ts';
import {
  campaignChannels,
  campaignFrequencies,
  campaignSegmentations,
  campaignStatuses,
  campaignTriggers,
} from './enums.ts';

/** The campaign as events carry it: validated, channel normalised, HTML content sanitised. */
export const campaignSettingsSchema = z.object({
  title: z.string(),
  description: z.string(),
  status: z.enum(campaignStatuses),
  activity: z.enum(campaignTriggers),
  templateType: z.enum(campaignSegmentations),
  /** The student status (segmentation status) or plan id (segmentation plan) chosen; null otherwise. */
  segmentValue: z.string().nullable(),
  frequency: z.enum(campaignFrequencies),
  /** HH:MM in America/Sao_Paulo, or null to send as soon as the trigger arrives. */
  time: z.string().nullable(),
  notificationChannel: z.enum(campaignChannels),
  senderEmail: notPersonal(z.string().nullable(), "the gym's sender address for the campaign"),
  senderName: notPersonal(z.string().nullable(), "the gym's sender name for the campaign"),
  toBcc: z.array(z.string()),
});
export type CampaignSettings = z.infer<typeof campaignSettingsSchema>;

export const campaignCreatedV1 = z.object({
  accountId: z.string(),
  campaignId: z.string(),
  campaign: campaignSettingsSchema,
  createdAt: z.string(),
});
export const campaignUpdatedV1 = z.object({
  accountId: z.string(),
  campaignId: z.string(),
  campaign: campaignSettingsSchema,
  updatedAt: z.string(),
});
export const campaignDeletedV1 = z.object({ accountId: z.string(), campaignId: z.string(), deletedAt: z.string() });

export type CampaignCreated = { type: 'CampaignCreated'; data: z.infer<typeof campaignCreatedV1> };
export type CampaignUpdated = { type: 'CampaignUpdated'; data: z.infer<typeof campaignUpdatedV1> };
export type CampaignDeleted = { type: 'CampaignDeleted'; data: z.infer<typeof campaignDeletedV1> };
export type CampaignEvent = CampaignCreated | CampaignUpdated | CampaignDeleted;

/**
 * One delivery of a campaign to a student, written by the campaign engine. `deliveryId` is
 * deterministic (campaign, student, period or trigger event, channel), so a redelivered trigger
 * appends to the same stream `campaignDelivery-<deliveryId>` and is refused as already sent.
 */
export const campaignDeliverySentV1 = sealedFor(
  byStudent,
  z.object({
    accountId: z.string(),
    campaignId: z.string(),
    deliveryId: z.string(),
    studentId: z.string(),
    studentName: personal(z.string()),
    channel: z.enum(campaignChannels),
    /** E-mail address, phone number or student id (push), as the channel addressed it. */
    recipient: personal(z.string()),
    subject: personal(z.string()),
    /** What caused it: the trigger event id, or 'single_dispatch'. */
    cause: z.string(),
    attempts: z.number().int().positive(),
    sentAt: z.string(),
  }),
);
export const campaignDeliveryFailedV1 = sealedFor(
  byStudent,
  campaignDeliverySentV1.omit({ sentAt: true }).extend({
    // A provider's answer may quote the address.
    error: personal(z.string()),
    failedAt: z.string(),
  }),
);
export type CampaignDeliverySent = { type: 'CampaignDeliverySent'; data: z.infer<typeof campaignDeliverySentV1> };
export type CampaignDeliveryFailed = { type: 'CampaignDeliveryFailed'; data: z.infer<typeof campaignDeliveryFailedV1> };
export type CampaignDeliveryEvent = CampaignDeliverySent | CampaignDeliveryFailed;
