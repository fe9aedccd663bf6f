import { z } from 'zod';

/** ours: the spec gives the checkout page an account label, image and theme but no screen to set them. */
export const checkoutAppearanceMessages = {
  saved: 'Aparência do checkout atualizada com sucesso!',
  invalidColor: 'Cor inválida: use o formato #RRGGBB',
  labelTooLong: 'Use no máximo 60 caracteres',
  invalidImage: 'Endereço de imagem inválido',
} as const;

/** The theme colours an owner may set; dimensions and font sizes keep spec 002's defaults. */
export const checkoutThemeColorKeys = ['text', 'background', 'primary', 'primaryText'] as const;
export type CheckoutThemeColorKey = (typeof checkoutThemeColorKeys)[number];

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

/** An owner set the checkout page's label, image and colours (`checkoutAppearance-<accountId>`). */
export const checkoutAppearanceChangedV1 = z.object({
  accountId: z.string(),
  label: z.string().nullable(),
  imageUrl: z.string().nullable(),
  theme: z.object({
    text: z.string().nullable(),
    background: z.string().nullable(),
    primary: z.string().nullable(),
    primaryText: z.string().nullable(),
  }),
  changedAt: z.string(),
});
export type CheckoutAppearanceChanged = {
  type: 'CheckoutAppearanceChanged';
  data: z.infer<typeof checkoutAppearanceChangedV1>;
};
export const checkoutAppearanceEventSchemas = {
  CheckoutAppearanceChanged: { version: 1, schema: checkoutAppearanceChangedV1 },
} as const;
