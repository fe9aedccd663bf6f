/** Payment onboarding's admin root fields (tenant and role tests). */
export const paymentOnboardingAdminCalls: Record<string, { query: string; variables?: Record<string, unknown> }> = {
  createStripeAccountLink: { query: 'mutation { createStripeAccountLink { url } }' },
};
