import { Button, Dialog, DialogActions, DialogContent, DialogContentText } from '@mui/material';

/** The spec's delete confirmations ('Você tem certeza que deseja apagar este {name}?', ...). */
export const ConfirmDelete = ({
  question,
  onConfirm,
  onClose,
}: {
  question: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) => (
  <Dialog open={question !== null} onClose={onClose}>
    <DialogContent>
      <DialogContentText>{question}</DialogContentText>
    </DialogContent>
    <DialogActions>
      <Button onClick={onClose}>Cancelar</Button>
      <Button
        color="error"
        variant="contained"
        onClick={() => {
          onConfirm();
          onClose();
        }}
      >
        Apagar
      </Button>
    </DialogActions>
  </Dialog>
);
