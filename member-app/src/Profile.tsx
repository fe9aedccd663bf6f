import { useState, type FormEvent } from 'react';
import { memberAppMessages as t } from '@gym/contracts/memberApp/messages';
import { appBase, gql, session } from './api';
import { ProfileEdit } from './ProfileEdit';

/** Perfil: the member's name and e-mail, and a password change (changePassword: the server checks every rule). */
export function Profile({ me }: { me: { name: string; email?: string } | null }) {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  // The member's data export (LGPD): fetched with the session, handed to the browser as a file.
  const download = async () => {
    setExportError(null);
    try {
      const response = await fetch(`${appBase}export.json`, {
        headers: { Authorization: `Bearer ${session.token()}` },
      });
      if (!response.ok)
        throw new Error(((await response.json().catch(() => null)) as { error?: string } | null)?.error);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = 'meus-dados.json';
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (e) {
      setExportError((e as Error).message || t.exportFailed);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    setNotice(null);
    try {
      const r = await gql<{ changePassword: { message: string } }>(
        'mutation($c: String!, $p: String!, $pc: String!) { changePassword(currentPassword: $c, password: $p, passwordConfirmation: $pc) { message } }',
        { c: current, p: password, pc: confirmation },
      );
      setNotice(r.changePassword.message);
      setCurrent('');
      setPassword('');
      setConfirmation('');
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setSending(false);
    }
  };

  return (
    <section aria-label={t.profile}>
      <h1>{t.profile}</h1>
      {me ? <ProfileEdit /> : null}
      <div className="card">
        <p className="muted">{t.exportHint}</p>
        <button type="button" className="secondary" onClick={download}>
          {t.exportData}
        </button>
        {exportError ? (
          <p className="error" role="alert">
            {exportError}
          </p>
        ) : null}
      </div>
      <form className="card" onSubmit={submit} aria-label={t.changePassword} noValidate>
        <h2>{t.changePassword}</h2>
        <label>
          {t.currentPassword}
          <input
            type="password"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
            autoComplete="current-password"
          />
        </label>
        <label>
          {t.newPassword}
          <input
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="new-password"
          />
        </label>
        <label>
          {t.passwordConfirmation}
          <input
            type="password"
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
            autoComplete="new-password"
          />
        </label>
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
          {t.save}
        </button>
      </form>
    </section>
  );
}
