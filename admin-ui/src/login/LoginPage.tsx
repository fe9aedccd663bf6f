import { useState } from 'react';
import { Alert, Box, Button, Card, CardHeader, Typography } from '@mui/material';
import { useLogin, useNotify, useRedirect } from 'react-admin';
import { messages } from '@gym/contracts/messages';
import type { SignUpValues } from '../dataProvider/auth';
import { useAdminQuery } from '../dataProvider/hooks';
import { session } from '../auth/session';
import type { LoginParams } from '../authProvider';
import { RequestError } from '../lib/graphqlRequest';
import { errorMessage, useNotifyRequestError } from '../lib/notifyError';
import { SignInCard } from './SignInCard';
import { SignUpCard } from './SignUpCard';
import { goToSignInTarget, MemberSignedIn } from './signInRouting';

type CardState = 'signin' | 'signup';

/** The sign-in and sign-up cards of spec 000, switchable, both showing the account name. */
export const LoginPage = () => {
  const [card, setCard] = useState<CardState>('signin');
  const [sending, setSending] = useState(false);
  // A refusal the user can act on (too many attempts), shown on the card itself (issue 26).
  const [cardError, setCardError] = useState<string | null>(null);
  const login = useLogin();
  const notify = useNotify();
  const notifyRequestError = useNotifyRequestError();
  const redirect = useRedirect();
  const signedIn = session.user();

  // The cards show no name rather than an error when the account cannot be read.
  const { data: accountName = '' } = useAdminQuery(
    ['publicAccountName'],
    (dataProvider) => dataProvider.publicAccountName(),
    {
      staleTime: Infinity,
    },
  );

  const send = (params: LoginParams) => {
    setSending(true);
    setCardError(null);
    login(params)
      .then(() => notify(messages.loginSuccess, { type: 'success' }))
      .catch((error: unknown) => {
        // A member (a sign-up is always one): on to /{account}/sign-in/, which opens the member app.
        if (error instanceof MemberSignedIn) return goToSignInTarget('signUp' in params);
        // A student signed in correctly but may not use the console: one clear message, no generic toast.
        if (error instanceof RequestError && error.code === 'FORBIDDEN') notify(errorMessage(error), { type: 'error' });
        // Rate-limited: the server's own words ('Muitas tentativas…') on the card, not the generic toast.
        else if (error instanceof RequestError && error.code === 'RATE_LIMITED') setCardError(errorMessage(error));
        else notifyRequestError(error);
      })
      .finally(() => setSending(false));
  };

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100' }}
    >
      <Card sx={{ width: 380, maxWidth: '100%' }}>
        <CardHeader
          title={accountName || ' '}
          titleTypographyProps={{ component: 'h1', variant: 'h5' }}
          subheader={card === 'signin' ? 'Entre com seu e-mail e senha' : 'Crie sua conta'}
        />
        {signedIn ? (
          <Box sx={{ px: 2, pb: 1 }}>
            <Typography variant="body2" role="status">
              Você está logado como {signedIn.name} {signedIn.lastName}
            </Typography>
            <Button size="small" onClick={() => redirect(() => '/')}>
              Ir para o painel
            </Button>
          </Box>
        ) : null}
        {cardError ? (
          <Alert severity="warning" role="alert" sx={{ mx: 2 }}>
            {cardError}
          </Alert>
        ) : null}
        {card === 'signin' ? (
          <SignInCard sending={sending} onSubmit={send} onSwitch={() => setCard('signup')} />
        ) : (
          <SignUpCard
            sending={sending}
            onSubmit={(signUp: SignUpValues) => send({ signUp })}
            onSwitch={() => setCard('signin')}
          />
        )}
      </Card>
    </Box>
  );
};

export default LoginPage;
