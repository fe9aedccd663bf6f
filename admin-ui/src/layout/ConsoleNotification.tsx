import CloseIcon from '@mui/icons-material/Close';
import { IconButton } from '@mui/material';
import { Notification, useCloseNotification } from 'react-admin';

const CloseToast = () => {
  const close = useCloseNotification();
  return (
    <IconButton size="small" color="inherit" aria-label="Fechar" title="Fechar" onClick={close}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );
};

/**
 * The console's toasts at the top of the page with a Fechar button (issue 35): at the bottom they covered
 * the settings' Atualizar button, and a toast under the pointer waits for it to leave (MUI pauses the timer
 * on hover, which we keep for people who read slowly), so it never closed while the owner aimed at the button.
 */
export const ConsoleNotification = () => (
  <Notification anchorOrigin={{ vertical: 'top', horizontal: 'center' }} action={<CloseToast />} />
);
