import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { messages } from '@gym/contracts/messages';

export function errorMessage(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error instanceof Error || (typeof error === 'object' && error !== null && 'message' in error)) {
    const message = (error as { message: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return messages.internalError;
}

/**
 * Spec 000 section 8: any GraphQL error shows 'Houve um erro na sua solicitação.' and then a toast with
 * the server messages joined by commas (the data layer already joined them into the error message).
 */
export function useNotifyRequestError(first: string = messages.genericRequestError) {
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      notify(first, { type: 'error', autoHideDuration: 3000 });
      notify(errorMessage(error), { type: 'error' });
    },
    [notify, first],
  );
}
