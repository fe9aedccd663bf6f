import { z } from 'zod';

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
