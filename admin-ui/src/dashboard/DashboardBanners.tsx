import { Alert, Button, Stack } from '@mui/material';
import { dashboardMessages as m } from '@gym/contracts/dashboard/messages';
import { Link as RouterLink } from 'react-router';
import { currentlyDue, type AccountStripeInfo } from './dashboardTips';

export interface DashboardBannersProps {
  /** Account.billingPending (the billing feature's field); undefined while not known. */
  readonly billingPending?: boolean | null;
  /** Account.accountStripeInfo (the payment-provider feature's field); null: none; undefined: not known. */
  readonly accountStripeInfo?: AccountStripeInfo | null;
}

/** Spec 002 'Dashboard' banners: pending billing; provider requirements currently due; provider info missing. */
export const DashboardBanners = ({ billingPending, accountStripeInfo }: DashboardBannersProps) => {
  const due = currentlyDue(accountStripeInfo);
  return (
    <Stack spacing={1} sx={{ mb: 2 }} data-testid="dashboard-banners">
      {billingPending ? (
        <Alert severity="error" data-testid="banner-billing-pending">
          {m.bannerBillingPending}
        </Alert>
      ) : null}
      {due.length > 0 ? (
        <Alert
          severity="warning"
          data-testid="banner-requirements-due"
          action={
            <Button color="inherit" size="small" component={RouterLink} to="/reauth">
              {m.bannerRequirementsAction}
            </Button>
          }
        >
          {m.bannerRequirementsDue} {due.join(', ')}
        </Alert>
      ) : null}
      {accountStripeInfo === null ? (
        <Alert
          severity="info"
          data-testid="banner-provider-missing"
          action={
            <Button color="inherit" size="small" component={RouterLink} to="/stripe/create">
              {m.bannerProviderAction}
            </Button>
          }
        >
          {m.bannerProviderMissing}
        </Alert>
      ) : null}
    </Stack>
  );
};
