import { Stack, TextField, Typography } from '@mui/material';
import { consoleMessages as c } from '@gym/contracts/console/consoleMessages';
import type { Binder } from '../lib/settingsFields';
import type { FormValues } from '../lib/settingsPayload';
import { visiblePaymentFields } from './paymentFieldRules';

/**
 * Pagamentos, below the onboarding state (spec 000): the secure transparent checkout switch with its
 * captcha secret; for the operator, the second provider (toggle, secret), the preferred provider and
 * the payment webhook address to configure at that provider. Secrets read as the hidden-key
 * placeholder, which the save drops (sent back it means "keep").
 */
export const PaymentSettingsFields = ({
  bind,
  values,
  operator,
  cardProviderConnected,
}: {
  bind: Binder;
  values: FormValues;
  operator: boolean;
  cardProviderConnected: boolean;
}) => {
  const show = visiblePaymentFields(values, operator, cardProviderConnected);
  return (
    <Stack spacing={1} data-testid="payment-settings">
      {bind.toggle('securityCheckout', c.paymentSecureCheckout)}
      {show.captchaSecretKey ? bind.text('captchaSecretKey', c.paymentCaptchaSecret, { type: 'password' }) : null}
      {show.secondProvider ? (
        <Stack spacing={1} data-testid="second-provider">
          <Typography variant="subtitle1" component="h3">
            {c.paymentSecondProvider}
          </Typography>
          {bind.toggle('secondProviderEnabled', c.paymentSecondProviderEnabled)}
          {show.secondProviderSecretKey
            ? bind.text('secondProviderSecretKey', c.paymentSecondProviderSecret, { type: 'password' })
            : null}
          {show.preferredPayment
            ? bind.select('preferredPayment', c.paymentPreferred, [
                ['stripe', 'Stripe'],
                ['mundipagg', 'Mundipagg'],
              ])
            : null}
        </Stack>
      ) : null}
      {show.webhookUrl && typeof values.paymentWebhookUrl === 'string' ? (
        <TextField
          label={c.paymentWebhookUrl}
          value={values.paymentWebhookUrl}
          size="small"
          fullWidth
          slotProps={{ input: { readOnly: true } }}
          data-testid="payment-webhook-url"
        />
      ) : null}
    </Stack>
  );
};
