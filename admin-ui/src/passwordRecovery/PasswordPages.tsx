import { Alert, Box, Button, Card, CardActions, CardContent, CardHeader, Link, Stack, TextField } from '@mui/material';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Title, useNotify } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router';
import { passwordRecoveryMessages } from '@gym/contracts/passwordRecovery/index';
import { messages } from '@gym/contracts/messages';
import { changePassword, requestPasswordReset, resetPassword } from '../dataProvider/passwordRecovery';
import { RequestError } from '../lib/graphqlRequest';
import { useNotifyRequestError } from '../lib/notifyError';

const PublicCard = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box
    component="main"
    sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100' }}
  >
    <Card sx={{ width: 400, maxWidth: '100%' }}>
      <CardHeader title={title} titleTypographyProps={{ component: 'h1', variant: 'h5' }} />
      {children}
    </Card>
  </Box>
);

/** Field errors of the server under their fields; anything else as the two toasts of spec 000 section 8. */
function useFieldErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const notifyRequestError = useNotifyRequestError();
  const fail = (error: unknown) => {
    if (error instanceof RequestError && Object.keys(error.errors).length) setErrors({ ...error.errors });
    else notifyRequestError(error);
  };
  const props = (name: string) => ({
    name,
    error: !!errors[name],
    helperText: errors[name] ?? ' ',
    fullWidth: true,
    size: 'small' as const,
  });
  return { setErrors, fail, props };
}

const checkNew = (password: string, confirmation: string): Record<string, string> => {
  if (password.length < 8) return { password: messages.passwordMin };
  if (password !== confirmation) return { passwordConfirmation: messages.passwordConfirmationMismatch };
  return {};
};

/** /password/new: the sign-in card's forgot-password link. */
export const ForgotPasswordPage = () => {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { fail, props, setErrors } = useFieldErrors();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setErrors({});
    requestPasswordReset(email.trim())
      .then(setSent, fail)
      .finally(() => setSending(false));
  };
  return (
    <PublicCard title={passwordRecoveryMessages.title}>
      <form onSubmit={submit} noValidate aria-label="Recuperar senha">
        <CardContent>
          {sent ? (
            <Alert severity="success" role="status">
              {sent}
            </Alert>
          ) : (
            <TextField
              {...props('email')}
              id="forgot-email"
              label="E-mail"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </CardContent>
        <CardActions sx={{ justifyContent: 'space-between', px: 2, pb: 2 }}>
          <Link component={RouterLink} to="/login" variant="body2">
            Voltar para o login
          </Link>
          {sent ? null : (
            <Button type="submit" variant="contained" disabled={sending}>
              Enviar link
            </Button>
          )}
        </CardActions>
      </form>
    </PublicCard>
  );
};

/** /password/reset?token=: the e-mailed link; a new password, then the sign-in card. */
export const ResetPasswordPage = () => {
  const navigate = useNavigate();
  const notify = useNotify();
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [sending, setSending] = useState(false);
  const { fail, props, setErrors } = useFieldErrors();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local = checkNew(password, confirmation);
    setErrors(local);
    if (Object.keys(local).length) return;
    setSending(true);
    resetPassword(token, password, confirmation)
      .then(
        (message) => {
          notify(message, { type: 'success' });
          navigate('/login');
        },
        (error: unknown) => {
          if (error instanceof RequestError && error.errors.token) notify(error.errors.token, { type: 'error' });
          else fail(error);
        },
      )
      .finally(() => setSending(false));
  };
  return (
    <PublicCard title="Crie uma nova senha">
      <form onSubmit={submit} noValidate aria-label="Criar nova senha">
        <CardContent>
          <Stack spacing={1}>
            <TextField
              {...props('password')}
              id="reset-password"
              label="Nova senha"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <TextField
              {...props('passwordConfirmation')}
              id="reset-confirmation"
              label="Confirme a nova senha"
              type="password"
              autoComplete="new-password"
              value={confirmation}
              onChange={(e) => setConfirmation(e.target.value)}
            />
          </Stack>
        </CardContent>
        <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
          <Button type="submit" variant="contained" disabled={sending}>
            Salvar nova senha
          </Button>
        </CardActions>
      </form>
    </PublicCard>
  );
};

/** /password/change: a signed-in user's password change (ours: the spec shows none). */
export const ChangePasswordPage = () => {
  const notify = useNotify();
  const [values, setValues] = useState({ currentPassword: '', password: '', passwordConfirmation: '' });
  const [sending, setSending] = useState(false);
  const { fail, props, setErrors } = useFieldErrors();
  const bind = (name: keyof typeof values, label: string, autoComplete: string) => (
    <TextField
      {...props(name)}
      id={`change-${name}`}
      label={label}
      type="password"
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local = checkNew(values.password, values.passwordConfirmation);
    setErrors(local);
    if (Object.keys(local).length) return;
    setSending(true);
    changePassword(values.currentPassword, values.password, values.passwordConfirmation)
      .then((message) => {
        notify(message, { type: 'success' });
        setValues({ currentPassword: '', password: '', passwordConfirmation: '' });
      }, fail)
      .finally(() => setSending(false));
  };
  return (
    <Card sx={{ mt: 2, maxWidth: 480 }}>
      <Title title="Alterar senha" />
      <form onSubmit={submit} noValidate aria-label="Alterar senha">
        <CardContent>
          <Stack spacing={1}>
            {bind('currentPassword', 'Senha atual', 'current-password')}
            {bind('password', 'Nova senha', 'new-password')}
            {bind('passwordConfirmation', 'Confirme a nova senha', 'new-password')}
          </Stack>
        </CardContent>
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button type="submit" variant="contained" disabled={sending}>
            Alterar senha
          </Button>
        </CardActions>
      </form>
    </Card>
  );
};
