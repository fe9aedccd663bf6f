import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList, useNotify } from 'react-admin';
import type { CheckinRow } from '../dataProvider/checkins';
import { readOnce, useAdminMutation } from '../dataProvider/hooks';
import { useNotifyRequestError } from '../lib/notifyError';
import type { Student } from '../dataProvider/student';
import { CheckinTable } from './CheckinTable';

/** Editing a check-in dated today (spec 002): its token (or Gympass identifier) checked again. */
const CheckinEditForm = ({ row, onDone }: { row: CheckinRow; onDone: (saved: boolean) => void }) => {
  const notify = useNotify();
  const onError = useNotifyRequestError('Erro ao realizar checkin!');
  const [token, setToken] = useState('');
  const edit = useAdminMutation((dp, v: { token: string }) =>
    dp.editCheckin(row.id, row.class?.id ?? '', v.token || null),
  );
  return (
    <Box data-testid="checkin-edit-form">
      <Typography sx={{ mb: 1 }}>
        {row.program?.name ?? ''} {row.class ? `· ${row.class.startTime} - ${row.class.endTime}` : ''}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          size="small"
          label="Token ou identificador Gympass"
          value={token}
          onChange={(e) => setToken(e.target.value)}
        />
        <Button
          variant="contained"
          disabled={edit.isPending}
          onClick={async () => {
            try {
              await edit.mutateAsync({ token });
              notify('Checkin realizado com sucesso!', { type: 'success' });
              onDone(true);
            } catch (error) {
              onError(error);
            }
          }}
        >
          Salvar
        </Button>
        <Button onClick={() => onDone(false)}>Voltar</Button>
      </Stack>
    </Box>
  );
};

/** The profile's checkins option (spec 002): history, no-shows, only today's editable (the form replaces the list). */
export const CheckinsPanel = ({ student }: { readonly student: Student }) => {
  const onError = useNotifyRequestError();
  const [editing, setEditing] = useState<CheckinRow | null>(null);
  const {
    data,
    total = 0,
    meta,
    refetch,
  } = useGetList<CheckinRow>(
    'checkins',
    { filter: { userId: student.id }, pagination: { page: 1, perPage: 25 } },
    { ...readOnce, onError },
  );
  if (!data) return null;
  if (editing)
    return (
      <CheckinEditForm
        row={editing}
        onDone={(saved) => {
          setEditing(null);
          if (saved) void refetch();
        }}
      />
    );
  return (
    <>
      <Typography>
        {total} checkin(s) · {(meta as { noShows?: number } | undefined)?.noShows ?? 0} falta(s)
      </Typography>
      <CheckinTable rows={data} withStudent={false} onChanged={() => void refetch()} onEdit={setEditing} />
    </>
  );
};
