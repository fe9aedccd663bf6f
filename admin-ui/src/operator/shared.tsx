import { Alert, AlertTitle, Snackbar } from '@mui/material';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { formatBRL } from '@gym/contracts/validation/money';
import { formatDate } from '@gym/contracts/validation/date';
import { messages } from '@gym/contracts/messages';

type Severity = 'success' | 'error' | 'warning';
type Toast = { id: number; text: string; detail: string | null; severity: Severity; duration: number };
type Push = (text: string, severity?: Severity, duration?: number, detail?: string | null) => void;
const ToastContext = createContext<Push>(() => {});

/**
 * Toasts of the operator's console (5 s unless stated, spec 000 section 9). One at a time: a new one
 * replaces the one showing (issue 35: they queued, so an error took two 5 s toasts in a row and a
 * failed sign-in's 'E-mail ou senha inválidos' still showed after the next, good one).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<Toast | null>(null);
  const push = useCallback<Push>((text, severity = 'success', duration = 5000, detail = null) => {
    setCurrent({ id: Date.now() + Math.random(), text, detail, severity, duration });
  }, []);
  return (
    <ToastContext.Provider value={push}>
      {children}
      {current && (
        <Snackbar
          key={current.id}
          open
          autoHideDuration={current.duration}
          onClose={(_event, reason) => {
            // A click elsewhere on the page does not take a message away before it was read.
            if (reason !== 'clickaway') setCurrent((shown) => (shown?.id === current.id ? null : shown));
          }}
          anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        >
          <Alert
            severity={current.severity}
            variant="filled"
            role="alert"
            onClose={() => setCurrent(null)}
            closeText="Fechar"
          >
            {current.detail ? <AlertTitle>{current.text}</AlertTitle> : current.text}
            {current.detail}
          </Alert>
        </Snackbar>
      )}
    </ToastContext.Provider>
  );
}
export const useToast = () => useContext(ToastContext);

/**
 * Spec 000 section 8: any error shows 'Houve um erro na sua solicitação.' then the server's messages: here
 * one toast holding both (the first as its title), since a toast replaces the one before it.
 */
export function useErrorToast() {
  const toast = useToast();
  return (error: unknown) => {
    const detail = error instanceof Error && error.message ? error.message : null;
    toast(messages.genericRequestError, 'error', 5000, detail);
  };
}

export const brl = (cents: number) => formatBRL(cents);
export const day = (iso: string | null) => (iso ? formatDate(iso) : '');
/** Reais typed with a comma or a dot, to cents. */
export const toCents = (text: string) => {
  const value = Number(String(text).replace(/\./g, '').replace(',', '.'));
  return Number.isFinite(value) ? Math.round(value * 100) : 0;
};
export const fromCents = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
