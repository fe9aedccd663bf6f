/**
 * The Payments tab's settings (spec 000): securityCheckout with its captcha secret, and for the operator the
 * second payment provider, the preferred provider and the payment webhook address
 * `{payment host}/{account code}/mundipagg/{notification key}`. Secrets are write-only: a secret that is set
 * reads as the hidden-key placeholder, never in clear.
 */
const paymentSettingsFields = /* GraphQL */ `
    securityCheckout: Boolean
    captchaSecretKey: String
    secondProviderEnabled: Boolean
    secondProviderSecretKey: String
    preferredPayment: String
`;
const accountPaymentFields = /* GraphQL */ `
  extend type Account {
    securityCheckout: Boolean!
    "the hidden-key placeholder when set, else null (never the secret)"
    captchaSecretKey: String
    secondProviderEnabled: Boolean!
    "the hidden-key placeholder when set, else null (never the secret)"
    secondProviderSecretKey: String
    preferredPayment: String
    "operator only (null for account staff)"
    accountNotificationKey: String
    "operator only: {payment host}/{account code}/mundipagg/{notification key}"
    paymentWebhookUrl: String
  }
`;
export const paymentSettingsAdminSdl = /* GraphQL */ `
  extend input AccountSettingsInput {${paymentSettingsFields}}
  ${accountPaymentFields}
`;
export const paymentSettingsOperatorSdl = /* GraphQL */ `
  extend input AccountInput {${paymentSettingsFields}}
  ${accountPaymentFields}
`;
