import { Alert, Snackbar } from '@mui/material';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { formatBRL } from '@gym/contracts/validation/money';
import { formatDate } from '@gym/contracts/validation/date';
import { messages } from '@gym/contracts/messages';

type Toast = { id: number; text: string; severity: 'success' | 'error' | 'warning'; duration: number };
const ToastContext = createContext<(text: string, severity?: Toast['severity'], duration?: number) => void>(() => {});

/** Toasts of the operator's console (5 s unless stated, spec 000 section 9). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const push = useCallback((text: string, severity: Toast['severity'] = 'success', duration = 5000) => {
    setToasts((list) => [...list, { id: Date.now() + Math.random(), text, severity, duration }]);
  }, []);
  const current = toasts[0];
  return (
    <ToastContext.Provider value={push}>
      {children}
      {current && (
        <Snackbar
          key={current.id}
          open
          autoHideDuration={current.duration}
          onClose={() => setToasts((list) => list.slice(1))}
          anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        >
          <Alert severity={current.severity} variant="filled" role="alert">
            {current.text}
          </Alert>
        </Snackbar>
      )}
    </ToastContext.Provider>
  );
}
export const useToast = () => useContext(ToastContext);

/** Spec 000 section 8: any error shows 'Houve um erro na sua solicitação.' then the server's messages. */
export function useErrorToast() {
  const toast = useToast();
  return (error: unknown) => {
    toast(messages.genericRequestError, 'error');
    if (error instanceof Error && error.message) toast(error.message, 'error');
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
