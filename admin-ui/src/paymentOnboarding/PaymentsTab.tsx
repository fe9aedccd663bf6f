import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { paymentOnboardingMessages as m } from '@gym/contracts/paymentOnboarding/index';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { getAccountStripeInfo, type AccountStripeInfo } from '../dataProvider/paymentOnboarding';
import { useNotifyRequestError } from '../lib/notifyError';
import { CheckoutAppearanceSection } from '../checkoutAppearance/CheckoutAppearanceSection';
import type { Binder } from '../lib/settingsFields';
import type { FormValues } from '../lib/settingsPayload';
import { PaymentSettingsFields } from '../paymentSettings/PaymentSettingsFields';

export type StripeInfoState =
  | { readonly status: 'loading' }
  | { readonly status: 'error' }
  | { readonly status: 'ready'; readonly info: AccountStripeInfo | null };

/** The account's card-provider info, loaded once per settings page. */
export function useStripeInfo(): StripeInfoState {
  const [state, setState] = useState<StripeInfoState>({ status: 'loading' });
  const notifyError = useNotifyRequestError();
  useEffect(() => {
    let live = true;
    getAccountStripeInfo().then(
      (info) => live && setState({ status: 'ready', info }),
      (error) => {
        if (!live) return;
        setState({ status: 'error' });
        notifyError(error);
      },
    );
    return () => {
      live = false;
    };
  }, [notifyError]);
  return state;
}

const pending = (state: StripeInfoState) =>
  state.status === 'ready' && state.info !== null && state.info.requirements.currentlyDue.length > 0;

const FinishLink = () => (
  <Button component={RouterLink} to="/reauth" size="small" color="inherit" variant="outlined">
    {m.finishLink}
  </Button>
);

/** Spec 000: the settings screen's banner while requirements.currentlyDue is not empty. */
export const PaymentsPendingBanner = ({ state }: { state: StripeInfoState }) =>
  pending(state) ? (
    <Alert severity="warning" action={<FinishLink />} sx={{ m: 2, mb: 0 }} data-testid="payments-pending-banner">
      {m.pending}
    </Alert>
  ) : null;

/**
 * Pagamentos (spec 000 section 4, payment onboarding): no card-provider account, a call to enable
 * payments; requirements pending, the warning with the link to finish them; none, the success message.
 */
export const PaymentsTab = ({
  state,
  form,
}: {
  state: StripeInfoState;
  /** The settings form (secure checkout, captcha; the second provider with `operator`). */
  form?: { bind: Binder; values: FormValues; operator: boolean };
}) => {
  if (state.status === 'loading') return <CircularProgress size={24} aria-label="Carregando..." />;
  if (state.status === 'error') return <Alert severity="error">{m.unavailable}</Alert>;
  const { info } = state;
  return (
    <Stack spacing={2} data-testid="payments-tab">
      {info === null ? (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to="/stripe/create" size="small" variant="contained">
              {m.enableLink}
            </Button>
          }
        >
          {m.notConnected}
        </Alert>
      ) : info.requirements.currentlyDue.length > 0 ? (
        <Alert severity="warning" action={<FinishLink />}>
          {m.pending}
        </Alert>
      ) : (
        <Alert severity="success">{m.enabled}</Alert>
      )}
      {form ? <PaymentSettingsFields {...form} cardProviderConnected={info !== null} /> : null}
      <CheckoutAppearanceSection />
    </Stack>
  );
};
