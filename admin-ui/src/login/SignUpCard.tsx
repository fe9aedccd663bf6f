import type { FormEvent } from 'react';
import { CardContent, Stack, TextField, Typography } from '@mui/material';
import type { SignUpValues } from '../dataProvider/auth';
import { splitFullName } from './rules';
import { CardFooter } from './CardFooter';
import { useCardForm } from './useCardForm';

export interface SignUpCardProps {
  readonly sending: boolean;
  readonly onSubmit: (values: SignUpValues) => void;
  readonly onSwitch: () => void;
}

/** Spec 000 'Sign-in and sign-up cards': full name, e-mail, create-password, terms notice, Entrar. */
export const SignUpCard = ({ sending, onSubmit, onSwitch }: SignUpCardProps) => {
  const { values, bind, validate } = useCardForm(['fullName', 'email', 'password'] as const);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!validate()) return;
    onSubmit({ ...splitFullName(values.fullName), email: values.email.trim(), password: values.password });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Cadastro">
      <CardContent>
        <Stack spacing={1}>
          <TextField {...bind('fullName')} id="signup-name" label="Nome completo" autoComplete="name" fullWidth />
          <TextField {...bind('email')} id="signup-email" label="E-mail" type="email" autoComplete="email" fullWidth />
          <TextField
            {...bind('password')}
            id="signup-password"
            label="Senha"
            placeholder="Crie uma senha"
            type="password"
            autoComplete="new-password"
            fullWidth
          />
          <Typography variant="body2" color="text.secondary">
            Ao se cadastrar, você aceita os termos de uso e a política de privacidade.
          </Typography>
        </Stack>
      </CardContent>
      <CardFooter sending={sending} switchLabel="Já tem uma conta? Faça login" onSwitch={onSwitch} />
    </form>
  );
};
