import { useState } from 'react';
import { messages } from '@gym/contracts/messages';
import { gql, memberToken } from '../lib/api';
import { cardError, splitFullName } from './reviewLogic';
const USER_FIELDS = 'token name lastName';

/**
 * Spec 000 'Sign-in and sign-up cards', as the review page shows them to visitors: two cards
 * switchable between each other, both with the account name.
 */
export const AuthCards = ({ accountName, onSignedIn }: { accountName: string; onSignedIn: () => void }) => {
  const [mode, setMode] = useState<'signin' | 'signup'>('signin');
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const invalid = cardError(mode, { fullName, email, password });
    if (invalid) return setError(invalid);
    setSending(true);
    setError(null);
    try {
      const { name, lastName } = splitFullName(fullName);
      const data =
        mode === 'signin'
          ? (
              await gql<{ login: { token: string } }>(
                `mutation($e: String!, $p: String!) { login(email: $e, password: $p, source: "web") { ${USER_FIELDS} } }`,
                { e: email.trim(), p: password },
              )
            ).login
          : (
              await gql<{ signUp: { token: string } }>(
                `mutation($n: String!, $l: String!, $e: String!, $p: String!) { signUp(name: $n, lastName: $l, email: $e, password: $p) { ${USER_FIELDS} } }`,
                { n: name, l: lastName, e: email.trim(), p: password },
              )
            ).signUp;
      memberToken.set(data.token);
      onSignedIn();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : messages.genericRequestError);
      setSending(false);
    }
  };

  return (
    <form className="card" onSubmit={submit} aria-label={mode === 'signin' ? 'Entrar' : 'Cadastrar'} noValidate>
      <h2>{accountName}</h2>
      {mode === 'signup' ? (
        <label>
          Nome completo
          <input value={fullName} onChange={(e) => setFullName(e.target.value)} autoComplete="name" />
        </label>
      ) : null}
      <label>
        E-mail
        <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" />
      </label>
      <label>
        {mode === 'signin' ? 'Senha' : 'Crie uma senha'}
        <input
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete={mode === 'signin' ? 'current-password' : 'new-password'}
        />
      </label>
      {mode === 'signin' ? (
        <a href="/users/password/new">Esqueceu sua senha?</a>
      ) : (
        <p>Ao se cadastrar você aceita os termos de uso e a política de privacidade.</p>
      )}
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      <button className="primary" type="submit" disabled={sending}>
        Entrar
      </button>
      <button
        type="button"
        className="link"
        onClick={() => {
          setMode(mode === 'signin' ? 'signup' : 'signin');
          setError(null);
        }}
      >
        {mode === 'signin' ? 'Não tem conta? Cadastre-se' : 'Já tem conta? Entre'}
      </button>
    </form>
  );
};
