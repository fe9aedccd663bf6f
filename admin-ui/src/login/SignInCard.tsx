import type { FormEvent } from 'react';
import { CardContent, Link, Stack, TextField } from '@mui/material';
import { CardFooter } from './CardFooter';
import { useCardForm } from './useCardForm';
import { basename } from '../lib/env';

export interface SignInCardProps {
  readonly sending: boolean;
  readonly onSubmit: (values: { email: string; password: string }) => void;
  readonly onSwitch: () => void;
}

/** Spec 000 'Sign-in and sign-up cards': e-mail, password, forgot-password link, Entrar. */
export const SignInCard = ({ sending, onSubmit, onSwitch }: SignInCardProps) => {
  const { values, bind, validate } = useCardForm(['email', 'password'] as const);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (validate()) onSubmit({ email: values.email.trim(), password: values.password });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Entrar no painel">
      <CardContent>
        <Stack spacing={1}>
          <TextField {...bind('email')} id="signin-email" label="E-mail" type="email" autoComplete="email" fullWidth />
          <TextField
            {...bind('password')}
            id="signin-password"
            label="Senha"
            type="password"
            autoComplete="current-password"
            fullWidth
          />
          <Link href={`${basename}/password/new`} variant="body2">
            Esqueci minha senha
          </Link>
        </Stack>
      </CardContent>
      <CardFooter sending={sending} switchLabel="Não tem uma conta? Cadastre-se" onSwitch={onSwitch} />
    </form>
  );
};
