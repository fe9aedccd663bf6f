import { Link } from '@mui/material';
import { useNotify } from 'react-admin';
import { passwordResetMessages } from '@gym/contracts/passwordReset/events';
import { endpoints } from '../lib/env';
import { authHeaders } from '../lib/graphqlRequest';
import { useNotifyRequestError } from '../lib/notifyError';

/**
 * The sidebar's link to admin/alunos/{id}/reset-password (GET), guarded by the spec's confirmation.
 * Fetched with the bearer token rather than followed, so the console stays where it is.
 */
export const ResetPasswordLink = ({ studentId }: { studentId: string }) => {
  const notify = useNotify();
  const onError = useNotifyRequestError(passwordResetMessages.error);
  const href = `${endpoints.student(studentId)}/reset-password`;

  const request = async (event: React.MouseEvent) => {
    event.preventDefault();
    if (!window.confirm(passwordResetMessages.confirm)) return;
    try {
      const response = await fetch(href, { credentials: 'include', headers: authHeaders() });
      const body = (await response.json().catch(() => null)) as { message?: string; error?: string } | null;
      if (!response.ok) throw new Error(body?.error ?? passwordResetMessages.error);
      notify(body?.message ?? passwordResetMessages.sent, { type: 'success' });
    } catch (error) {
      onError(error);
    }
  };

  return (
    <Link href={href} onClick={request} variant="body2">
      Solicitar nova senha
    </Link>
  );
};
