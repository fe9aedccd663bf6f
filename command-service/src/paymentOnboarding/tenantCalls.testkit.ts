/** Payment onboarding's admin root fields (tenant and role tests). */
export const paymentOnboardingAdminCalls: Record<string, { query: string; variables?: Record<string, unknown> }> = {
  createStripeAccountLink: { query: 'mutation { createStripeAccountLink { url } }' },
};

/** The checkout appearance's admin root fields. */
export const checkoutAppearanceAdminCalls: Record<string, { query: string; variables?: Record<string, unknown> }> = {
  checkoutAppearance: { query: '{ checkoutAppearance { label } }' },
  updateCheckoutAppearance: {
    query: 'mutation($input: CheckoutAppearanceInput!) { updateCheckoutAppearance(input: $input) { label } }',
    variables: { input: { label: 'Tomada' } },
  },
};
