import { useState } from 'react';
import { useNotify } from 'react-admin';
import { inboxMessages } from '@gym/contracts/inbox/input';
import { fieldErrorsOf } from '../lib/fieldErrors';
import { errorMessage } from '../lib/notifyError';

/** Sends with the spec's toasts ('Mensagem enviada com sucesso' / 'Erro ao enviar mensagem') and keeps field errors. */
export function useSend() {
  const notify = useNotify();
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const send = async (call: () => Promise<unknown>): Promise<boolean> => {
    setSending(true);
    setErrors({});
    try {
      await call();
      notify(inboxMessages.sent, { type: 'success' });
      return true;
    } catch (failure) {
      setErrors(fieldErrorsOf(failure));
      notify(inboxMessages.sendError, { type: 'error', autoHideDuration: 3000 });
      notify(errorMessage(failure), { type: 'error' });
      return false;
    } finally {
      setSending(false);
    }
  };
  return { send, sending, errors, setErrors };
}

/** Spec 002 'Reply and message': at least 3 characters. */
export const bodyError = (body: string): string | null => (body.trim().length < 3 ? inboxMessages.bodyTooShort : null);
