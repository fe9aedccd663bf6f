import { useState, type FormEvent } from 'react';
import { memberAppMessages as t } from '@gym/contracts/memberApp/messages';
import { gql, session } from './api';
import { cardError, splitFullName } from './logic';

type Mode = 'signin' | 'signup' | 'forgot';

/** Sign in, sign up (when the gym's Novos Cadastros allow it) and forgot password, one card at a time. */
export function Auth({
  accountName,
  registerEnabled,
  onSignedIn,
}: {
  accountName: string;
  registerEnabled: boolean;
  onSignedIn: () => void;
}) {
  const [mode, setMode] = useState<Mode>('signin');
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const go = (next: Mode) => {
    setMode(next);
    setError(null);
    setNotice(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid =
      mode === 'forgot'
        ? cardError('signin', { fullName, email, password: '12345678' })
        : cardError(mode, { fullName, email, password });
    if (invalid) return setError(invalid);
    setSending(true);
    setError(null);
    try {
      if (mode === 'forgot') {
        const r = await gql<{ requestPasswordReset: { message: string } }>(
          'mutation($e: String!) { requestPasswordReset(email: $e) { message } }',
          { e: email.trim() },
        );
        setNotice(r.requestPasswordReset.message);
      } else if (mode === 'signin') {
        const r = await gql<{ login: { token: string } }>(
          'mutation($e: String!, $p: String!) { login(email: $e, password: $p, source: "app") { token } }',
          { e: email.trim(), p: password },
        );
        session.set(r.login.token);
        onSignedIn();
      } else {
        const { name, lastName } = splitFullName(fullName);
        const r = await gql<{ signUp: { token: string } }>(
          'mutation($n: String!, $l: String!, $e: String!, $p: String!) { signUp(name: $n, lastName: $l, email: $e, password: $p, passwordConfirmation: $p) { token } }',
          { n: name, l: lastName, e: email.trim(), p: password },
        );
        session.set(r.signUp.token);
        onSignedIn();
      }
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setSending(false);
    }
  };

  const title = mode === 'signin' ? t.signInTitle : mode === 'signup' ? t.signUpTitle : t.forgotTitle;
  return (
    <main className="auth">
      <h1>{accountName}</h1>
      <form className="card" onSubmit={submit} aria-label={title} noValidate>
        <h2>{title}</h2>
        {mode === 'signup' ? (
          <label>
            {t.name}
            <input value={fullName} onChange={(e) => setFullName(e.target.value)} autoComplete="name" />
          </label>
        ) : null}
        <label>
          {t.email}
          <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" />
        </label>
        {mode !== 'forgot' ? (
          <label>
            {t.password}
            <input
              type="password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              autoComplete={mode === 'signin' ? 'current-password' : 'new-password'}
            />
          </label>
        ) : null}
        {error ? (
          <p className="error" role="alert">
            {error}
          </p>
        ) : null}
        {notice ? (
          <p className="notice" role="status">
            {notice}
          </p>
        ) : null}
        <button className="primary" type="submit" disabled={sending}>
          {mode === 'signin' ? t.signIn : mode === 'signup' ? t.signUp : t.sendLink}
        </button>
        {mode === 'signin' ? (
          <>
            <button type="button" className="link" onClick={() => go('forgot')}>
              {t.forgot}
            </button>
            {registerEnabled ? (
              <button type="button" className="link" onClick={() => go('signup')}>
                {t.toSignUp}
              </button>
            ) : (
              <p className="muted">{t.signUpClosed}</p>
            )}
          </>
        ) : (
          <button type="button" className="link" onClick={() => go('signin')}>
            {mode === 'signup' ? t.toSignIn : t.back}
          </button>
        )}
      </form>
    </main>
  );
}
