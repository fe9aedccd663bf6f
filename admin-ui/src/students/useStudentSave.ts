import { useNotify, useRedirect } from 'react-admin';
import { messages } from '@gym/contracts/messages';
import { useNotifyRequestError } from '../lib/notifyError';
import type { Student } from '../dataProvider/student';

/** Success: toast, then the student page; failure: toasts (field errors go under the fields). */
export function useStudentSaveOptions() {
  const notify = useNotify();
  const redirect = useRedirect();
  const onError = useNotifyRequestError(messages.profileUpdateError);
  return {
    onSuccess: (student: Student) => {
      notify(messages.profileUpdated, { type: 'success' });
      redirect(() => `/alunos/${encodeURIComponent(student.id)}`);
    },
    onError,
  };
}
