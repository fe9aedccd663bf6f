import { Link } from '@mui/material';
import { useNotify } from 'react-admin';
import { passwordResetMessages } from '@gym/contracts/passwordReset/events';
import { useAdminMutation } from '../dataProvider/hooks';
import { endpoints } from '../lib/env';
import { useNotifyRequestError } from '../lib/notifyError';

/**
 * The sidebar's link to admin/alunos/{id}/reset-password (GET), guarded by the spec's confirmation.
 * Fetched with the bearer token rather than followed, so the console stays where it is.
 */
export const ResetPasswordLink = ({ studentId }: { studentId: string }) => {
  const notify = useNotify();
  const onError = useNotifyRequestError(passwordResetMessages.error);
  const { mutateAsync: requestReset } = useAdminMutation((dataProvider, id: string) =>
    dataProvider.requestPasswordReset(id),
  );

  const request = async (event: React.MouseEvent) => {
    event.preventDefault();
    if (!window.confirm(passwordResetMessages.confirm)) return;
    try {
      notify(await requestReset(studentId), { type: 'success' });
    } catch (error) {
      onError(error);
    }
  };

  return (
    <Link href={`${endpoints.student(studentId)}/reset-password`} onClick={request} variant="body2">
      Solicitar nova senha
    </Link>
  );
};
