/** The theme colours an owner may set; dimensions and font sizes keep spec 002's defaults. */
export const checkoutThemeColorKeys = ['text', 'background', 'primary', 'primaryText'] as const;
export type CheckoutThemeColorKey = (typeof checkoutThemeColorKeys)[number];
