import { z } from 'zod';
import { checkoutAppearanceMessages } from './messages.ts';

const color = z
  .string()
  .trim()
  .refine((v) => v === '' || /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(v), checkoutAppearanceMessages.invalidColor)
  .nullish()
  .transform((v) => v || null);

export const checkoutAppearanceInputSchema = z.object({
  label: z
    .string()
    .trim()
    .max(60, checkoutAppearanceMessages.labelTooLong)
    .nullish()
    .transform((v) => v || null),
  imageUrl: z
    .string()
    .trim()
    .max(2000)
    .url(checkoutAppearanceMessages.invalidImage)
    .nullish()
    .or(z.literal(''))
    .transform((v) => v || null),
  theme: z
    .object({ text: color, background: color, primary: color, primaryText: color })
    .partial()
    .nullish()
    .transform((t) => ({
      text: t?.text ?? null,
      background: t?.background ?? null,
      primary: t?.primary ?? null,
      primaryText: t?.primaryText ?? null,
    })),
});
export type CheckoutAppearance = z.output<typeof checkoutAppearanceInputSchema>;
