import { Box, Card, CardContent, CircularProgress, Link, Typography } from '@mui/material';
import { paymentOnboardingMessages as m } from '@gym/contracts/paymentOnboarding/index';
import { useEffect, useRef, useState } from 'react';
import { Title } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { createStripeAccountLink } from '../dataProvider/paymentOnboarding';
import { useNotifyRequestError } from '../lib/notifyError';

/**
 * /admin/stripe/create (enable receiving payments) and /admin/reauth (finish the documents, or an
 * expired link): asks the server for the provider's onboarding address and goes there.
 */
export const StripeRedirectPage = () => {
  const notifyError = useNotifyRequestError();
  const [failed, setFailed] = useState(false);
  const asked = useRef(false);
  useEffect(() => {
    // Once per visit (React's development double effect would ask twice).
    if (asked.current) return;
    asked.current = true;
    createStripeAccountLink().then(
      (url) => window.location.assign(url),
      (error) => {
        setFailed(true);
        notifyError(error);
      },
    );
  }, [notifyError]);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Pagamentos" />
      <CardContent>
        {failed ? (
          <Link component={RouterLink} to="/edit#payments">
            Voltar para Pagamentos
          </Link>
        ) : (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <CircularProgress size={24} />
            <Typography>{m.redirecting}</Typography>
          </Box>
        )}
      </CardContent>
    </Card>
  );
};

export default StripeRedirectPage;
