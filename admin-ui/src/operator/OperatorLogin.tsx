import { Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { operatorConsoleMessages as t } from '@gym/contracts/console/consoleMessages';
import { operatorApi } from '../dataProvider/operator';
import { useErrorToast, useToast } from './shared';

/** The operator's own sign-in (scope alderaan): a token of an account's staff does not open this console. */
export function OperatorLogin() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const toast = useToast();
  const fail = useErrorToast();
  return (
    <Stack sx={{ pt: 8, px: 2, alignItems: 'center' }}>
      <Card sx={{ width: '100%', maxWidth: 380 }}>
        <CardContent>
          <Typography variant="h5" gutterBottom>
            {t.title}
          </Typography>
          <form
            onSubmit={async (event) => {
              event.preventDefault();
              setBusy(true);
              try {
                await operatorApi.login(email, password);
                toast(t.signedIn);
                navigate('/accounts');
              } catch (error) {
                fail(error);
              } finally {
                setBusy(false);
              }
            }}
          >
            <Stack spacing={2}>
              <TextField
                label={t.email}
                name="email"
                type="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                required
              />
              <TextField
                label={t.password}
                name="password"
                type="password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                required
              />
              <Button type="submit" variant="contained" disabled={busy}>
                {t.signIn}
              </Button>
            </Stack>
          </form>
        </CardContent>
      </Card>
    </Stack>
  );
}
