import { z } from 'zod';
import { memberAppCustomizationMessages } from './messages.ts';

const m = memberAppCustomizationMessages;

const color = z
  .string()
  .trim()
  .refine((v) => v === '' || /^#[0-9a-fA-F]{6}$/.test(v), m.invalidColor)
  .nullish()
  .transform((v) => (v ? v.toUpperCase() : null));

/** An uploaded file's address (http(s)://...) or one of this server's own paths (/static/app/..., the demo's). */
export const isImageAddress = (v: string): boolean =>
  /^https?:\/\/[^\s"'<>]+$/.test(v) || /^\/(?![/\\])[^\s"'<>]*$/.test(v);

const imageUrl = z
  .string()
  .trim()
  .max(2000, m.invalidImage)
  .refine((v) => v === '' || isImageAddress(v), m.invalidImage)
  .nullish()
  .transform((v) => v || null);

export const memberAppCustomizationInputSchema = z.object({
  colors: z
    .object({ primary: color, primaryText: color, background: color, text: color })
    .partial()
    .nullish()
    .transform((c) => ({
      primary: c?.primary ?? null,
      primaryText: c?.primaryText ?? null,
      background: c?.background ?? null,
      text: c?.text ?? null,
    })),
  logoUrl: imageUrl,
  blocks: z
    .object({
      banners: z.boolean(),
      nextClass: z.boolean(),
      todayWorkout: z.boolean(),
      points: z.boolean(),
      unreadMessages: z.boolean(),
    })
    .partial()
    .nullish()
    .transform((b) => ({
      banners: b?.banners ?? true,
      nextClass: b?.nextClass ?? true,
      todayWorkout: b?.todayWorkout ?? true,
      points: b?.points ?? true,
      unreadMessages: b?.unreadMessages ?? true,
    })),
});
export type MemberAppCustomization = z.output<typeof memberAppCustomizationInputSchema>;

/** dd/MM/yyyy (the console's) → yyyy-MM-dd, or null when not a real date. */
export function isoOfBrDate(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, d, mo, y] = match;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (date.getUTCFullYear() !== Number(y) || date.getUTCMonth() !== Number(mo) - 1 || date.getUTCDate() !== Number(d))
    return null;
  return `${y}-${mo}-${d}`;
}

const brDate = z
  .string()
  .max(20, m.invalidDate)
  .transform((v, ctx) => {
    const iso = isoOfBrDate(v);
    if (!iso) ctx.addIssue({ code: 'custom', message: m.invalidDate });
    return iso ?? '';
  });

/** A banner as the console sends it: the period in dd/MM/yyyy, both days included. */
export const memberAppBannerInputSchema = z
  .object({
    imageUrl: z
      .string({ message: m.imageRequired })
      .trim()
      .min(1, m.imageRequired)
      .max(2000, m.invalidImage)
      .refine(isImageAddress, m.invalidImage),
    link: z
      .string()
      .trim()
      .max(2000, m.invalidLink)
      .refine((v) => v === '' || /^https?:\/\/[^\s"'<>]+$/.test(v), m.invalidLink)
      .nullish()
      .transform((v) => v || null),
    title: z
      .string()
      .trim()
      .max(80, m.titleTooLong)
      .nullish()
      .transform((v) => v || null),
    startDate: brDate,
    endDate: brDate,
  })
  .refine((b) => !b.startDate || !b.endDate || b.endDate >= b.startDate, {
    message: m.endBeforeStart,
    path: ['endDate'],
  });
export type MemberAppBannerInput = z.output<typeof memberAppBannerInputSchema>;
