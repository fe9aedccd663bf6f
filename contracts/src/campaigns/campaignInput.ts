import { z } from 'zod';
import { isValidEmail } from '../validation/index.ts';
import {
  campaignChannelInputs,
  campaignFrequencies,
  campaignSegmentations,
  campaignStatuses,
  campaignTriggers,
  type CampaignChannel,
} from './enums.ts';
import { campaignMessages as m } from './messages.ts';
import { tooLongText } from '../security/zodLocale.ts';

const optional = z
  .string()
  .trim()
  .max(200)
  .nullish()
  .transform((v) => (v ? v : null));
const channelOf: Record<(typeof campaignChannelInputs)[number], CampaignChannel> = {
  email: 'email',
  'E-mail': 'email',
  sms: 'sms',
  push: 'push',
  Push: 'push',
  whatsapp: 'whatsapp',
};

/** '08:30' style times: the 99:99 mask filled with a real hour and minute. */
export function isValidSendTime(value: string): boolean {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  return !!match && Number(match[1]) < 24 && Number(match[2]) < 60;
}

/** Blind-copy recipients as typed: separated by commas, semicolons or spaces. */
export function splitRecipients(value: string | readonly string[] | null | undefined): string[] {
  const parts = typeof value === 'string' ? value.split(/[\s,;]+/) : [...(value ?? [])];
  return parts.map((p) => p.trim().toLowerCase()).filter(Boolean);
}

/**
 * createOrUpdateCampaign input (spec 002 'Campaign' validation): title and description required
 * ('Campo obrigatório'), senderEmail and toBcc valid e-mails, channel one of the spec's spellings,
 * time optional with mask 99:99. Defaults: status draft, trigger single_dispatch, frequency one_time,
 * channel email. new_register hides segmentation, frequency and time, so they fall back to all,
 * one_time and none.
 */
export const campaignInputSchema = z
  .object({
    id: z.string().uuid().nullish(),
    title: z.string({ message: m.required }).trim().min(1, m.required).max(200, tooLongText(200)),
    description: z.string({ message: m.required }).trim().min(1, m.required).max(100_000),
    status: z
      .enum(campaignStatuses, { message: m.invalidStatus })
      .nullish()
      .transform((v) => v ?? 'draft'),
    activity: z
      .enum(campaignTriggers, { message: m.invalidTrigger })
      .nullish()
      .transform((v) => v ?? 'single_dispatch'),
    templateType: z
      .union([z.enum(campaignSegmentations), z.literal('')], { message: m.invalidSegmentation })
      .nullish()
      .transform((v) => (v ? v : 'all')),
    segmentValue: optional,
    frequency: z
      .enum(campaignFrequencies, { message: m.invalidFrequency })
      .nullish()
      .transform((v) => v ?? 'one_time'),
    time: optional.refine((v) => v === null || isValidSendTime(v), m.invalidTime),
    notificationChannel: z
      .enum(campaignChannelInputs, { message: m.invalidChannel })
      .nullish()
      .transform((v) => channelOf[v ?? 'email']),
    senderEmail: optional
      .refine((v) => v === null || isValidEmail(v), m.invalidEmail)
      .transform((v) => v?.toLowerCase() ?? null),
    senderName: optional,
    toBcc: z
      .union([z.string().max(5000), z.array(z.string().max(254)).max(100)])
      .nullish()
      .transform(splitRecipients)
      .refine((list) => list.every((e) => isValidEmail(e)), m.invalidEmail),
  })
  .superRefine((v, ctx) => {
    if (
      (v.templateType === 'status' || v.templateType === 'plan') &&
      v.activity !== 'new_register' &&
      !v.segmentValue
    ) {
      ctx.addIssue({ code: 'custom', path: ['segmentValue'], message: m.segmentValueRequired });
    }
  })
  .transform((v) =>
    v.activity === 'new_register'
      ? { ...v, templateType: 'all' as const, segmentValue: null, frequency: 'one_time' as const, time: null }
      : v,
  );

export type CampaignInput = z.input<typeof campaignInputSchema>;
export type ValidCampaignInput = z.output<typeof campaignInputSchema>;
