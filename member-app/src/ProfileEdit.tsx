import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { memberAccountMessages as m } from '@gym/contracts/memberApp/accountMessages';
import { memberAppMessages as t } from '@gym/contracts/memberApp/messages';
import { gql } from './api';
import './account.css';
import { maskPhone, photoError } from './accountLogic';

interface MemberProfile {
  readonly id: string;
  readonly name: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string | null;
  readonly avatarUrl: string | null;
}
const PROFILE = '{ myProfile { id name lastName email phone avatarUrl } }';
const SAVE = `mutation($input: UserInput!) { createOrUpdateUser(input: $input) { id name lastName email phone avatarUrl } }`;
const PRESIGN = `mutation($f: String!, $c: String!) { requestPresignedUpload(filename: $f, contentType: $c, folder: "avatars") {
  presignedUpload { url fields fileUrl } } }`;

/** The photo goes to the presigned address (spec 001 'File upload': a PUT with its type and the returned fields). */
async function uploadPhoto(file: File): Promise<string> {
  const r = await gql<{
    requestPresignedUpload: { presignedUpload: { url: string; fields: Record<string, string>; fileUrl: string } };
  }>(PRESIGN, { f: file.name, c: file.type });
  const { url, fields, fileUrl } = r.requestPresignedUpload.presignedUpload;
  let response: Response;
  try {
    response = await fetch(url, { method: 'PUT', body: file, headers: { ...fields, 'Content-Type': file.type } });
  } catch (e) {
    throw new Error(`Erro ao fazer upload: ${(e as Error).message}`);
  }
  if (!response.ok) throw new Error(`Falha no upload: ${response.status} - ${response.statusText}`);
  return fileUrl;
}

/**
 * Meus dados: the member's name, phone (mask (99) 99999-9999) and photo, saved with createOrUpdateUser on the
 * member endpoint: the console's StudentProfileUpdated, with origin app. The e-mail is shown, not edited here.
 */
export function ProfileEdit({ onSaved }: { onSaved?: (profile: MemberProfile) => void }) {
  const [profile, setProfile] = useState<MemberProfile | null>(null);
  const [form, setForm] = useState({ name: '', lastName: '', phone: '', avatarUrl: '' });
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const show = (p: MemberProfile) => {
    setProfile(p);
    setForm({ name: p.name, lastName: p.lastName, phone: maskPhone(p.phone ?? ''), avatarUrl: p.avatarUrl ?? '' });
  };
  useEffect(() => {
    gql<{ myProfile: MemberProfile }>(PROFILE).then(
      (r) => show(r.myProfile),
      (e: Error) => setError(e.message),
    );
  }, []);

  const choosePhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    setNotice(null);
    const refused = photoError(file);
    if (refused) return setError(refused);
    setUploading(true);
    try {
      const fileUrl = await uploadPhoto(file);
      setForm((f) => ({ ...f, avatarUrl: fileUrl }));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setUploading(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const r = await gql<{ createOrUpdateUser: MemberProfile }>(SAVE, {
        input: {
          id: profile?.id,
          name: form.name,
          lastName: form.lastName,
          phone: form.phone || null,
          avatarUrl: form.avatarUrl || null,
          origin: 'app',
        },
      });
      show(r.createOrUpdateUser);
      setNotice(m.profileSaved);
      onSaved?.(r.createOrUpdateUser);
    } catch (e) {
      setError(`${m.profileFailed}: ${(e as Error).message}`);
    } finally {
      setBusy(false);
    }
  };

  if (!profile)
    return (
      <div className="card">
        {error ? (
          <p className="error" role="alert">
            {error}
          </p>
        ) : (
          <p className="muted">{t.loading}</p>
        )}
      </div>
    );
  return (
    <form className="card" onSubmit={submit} aria-label={m.editProfile} noValidate>
      <h2>{m.editProfile}</h2>
      <div className="row photo-row">
        {form.avatarUrl ? (
          <img className="avatar" src={form.avatarUrl} alt={m.photo} width={72} height={72} data-testid="avatar" />
        ) : (
          <span className="avatar initial" aria-hidden="true">
            {profile.name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div className="stack">
          <label className="secondary file-button">
            {uploading ? m.uploading : m.choosePhoto}
            <input
              type="file"
              accept="image/jpeg,image/png,image/gif"
              onChange={choosePhoto}
              disabled={uploading}
              data-testid="photo-input"
            />
          </label>
          {form.avatarUrl ? (
            <button type="button" className="link" onClick={() => setForm({ ...form, avatarUrl: '' })}>
              {m.removePhoto}
            </button>
          ) : null}
        </div>
      </div>
      <p className="muted">{profile.email}</p>
      <label>
        {t.name}
        <input
          value={form.name}
          onChange={(e) => setForm({ ...form, name: e.target.value })}
          autoComplete="given-name"
        />
      </label>
      <label>
        {t.lastName}
        <input
          value={form.lastName}
          onChange={(e) => setForm({ ...form, lastName: e.target.value })}
          autoComplete="family-name"
        />
      </label>
      <label>
        {m.phone}
        <input
          type="tel"
          inputMode="numeric"
          placeholder="(99) 99999-9999"
          value={form.phone}
          onChange={(e) => setForm({ ...form, phone: maskPhone(e.target.value) })}
          autoComplete="tel-national"
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
      <button className="primary" type="submit" disabled={busy || uploading}>
        {m.saveProfile}
      </button>
    </form>
  );
}
