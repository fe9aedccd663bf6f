import { useState } from 'react';
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { pointsMessages } from '@gym/contracts/points/input';
import { useAdminMutation } from '../dataProvider/hooks';
import type { NewMovement } from '../dataProvider/points';
import { fieldErrorsOf } from '../lib/fieldErrors';
import { errorMessage } from '../lib/notifyError';

/** The new balance the form previews: current points plus or minus the value (spec 002 'Points'). */
export function previewBalance(current: number, operation: 'add' | 'sub', value: number): number {
  return operation === 'add' ? current + value : current - value;
}

/** A new points movement; replaces the history in the panel until saved or closed. */
export const PointsForm = ({
  userId,
  current,
  onDone,
}: {
  userId: string;
  current: number;
  onDone: (saved: boolean) => void;
}) => {
  const notify = useNotify();
  const [operation, setOperation] = useState<'add' | 'sub'>('add');
  const [value, setValue] = useState('');
  const [obs, setObs] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { mutateAsync: newMovementPoints } = useAdminMutation((dataProvider, movement: NewMovement) =>
    dataProvider.newMovementPoints(movement),
  );
  const amount = /^\d+$/.test(value) ? Number(value) : null;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (amount === null || amount <= 0) return setError(pointsMessages.valueRequired);
    setSending(true);
    try {
      await newMovementPoints({ userId, operation, value: amount, obs: obs.trim() || null });
      notify(pointsMessages.saved, { type: 'success' });
      onDone(true);
    } catch (failure) {
      setSending(false);
      setError(fieldErrorsOf(failure).value ?? null);
      notify(pointsMessages.saveError, { type: 'error', autoHideDuration: 3000 });
      notify(errorMessage(failure), { type: 'error' });
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} aria-label="Nova operação de pontos" sx={{ maxWidth: 420 }}>
      <TextField
        select
        label="Operação"
        value={operation}
        onChange={(e) => setOperation(e.target.value as 'add' | 'sub')}
      >
        <MenuItem value="add">Adicionar</MenuItem>
        <MenuItem value="sub">Subtrair</MenuItem>
      </TextField>
      <TextField
        label="Valor"
        required
        value={value}
        onChange={(e) => {
          setValue(e.target.value.replace(/\D/g, ''));
          setError(null);
        }}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        error={!!error}
        helperText={error ?? ' '}
      />
      <TextField label="Observação" value={obs} onChange={(e) => setObs(e.target.value)} multiline minRows={2} />
      <Typography aria-label="Novo saldo">
        Novo saldo: {previewBalance(current, operation, amount ?? 0)} pontos
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={sending}>
          Salvar
        </Button>
        <Button onClick={() => onDone(false)} disabled={sending}>
          Cancelar
        </Button>
      </Stack>
    </Stack>
  );
};
