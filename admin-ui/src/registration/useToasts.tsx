import { Alert, Snackbar, Stack } from '@mui/material';
import { useCallback, useState } from 'react';

interface Toast {
  readonly id: number;
  readonly text: string;
  readonly type: 'success' | 'error' | 'info' | 'warning';
}

let next = 1;

/** Toasts for the public pages outside react-admin: 5000 ms unless stated (spec 000 section 9). */
export function useToasts() {
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  const close = (id: number) => setToasts((all) => all.filter((t) => t.id !== id));
  const notify = useCallback((text: string, type: Toast['type'] = 'info', ms = 5000) => {
    const id = next++;
    setToasts((all) => [...all, { id, text, type }]);
    setTimeout(() => close(id), ms);
  }, []);
  const view = (
    <Snackbar open={toasts.length > 0} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Stack spacing={1}>
        {toasts.map((t) => (
          <Alert key={t.id} severity={t.type} variant="filled" onClose={() => close(t.id)}>
            {t.text}
          </Alert>
        ))}
      </Stack>
    </Snackbar>
  );
  return { notify, view };
}
