import { Button, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useNotify } from 'react-admin';
import { formatDate } from '@gym/contracts/validation/index';
import { useNotifyRequestError } from '../lib/notifyError';
import { adminGql } from './api';
import { CANCEL, checkinStatusLabels, formatLog, NO_SHOW, type CheckinRow } from './checkinLabels';

/** Rows of check-ins with the staff actions: cancel (today's only) and no-show. */
export const CheckinTable = ({ rows, withStudent, onChanged }: { rows: readonly CheckinRow[]; withStudent: boolean; onChanged: () => void }) => {
  const notify = useNotify();
  const onError = useNotifyRequestError();
  const act = (query: string, id: string) =>
    adminGql<Record<string, { message: string }>>(query, { id }).then((d) => {
      notify(Object.values(d)[0]?.message ?? '', { type: 'success' });
      onChanged();
    }, onError);
  return (
    <Table size="small" aria-label="Checkins">
      <TableHead>
        <TableRow>
          <TableCell>Data</TableCell>
          {withStudent && <TableCell>Aluno</TableCell>}
          <TableCell>Status</TableCell><TableCell>Filial</TableCell><TableCell>Programa</TableCell><TableCell>Horário</TableCell><TableCell>Logs</TableCell><TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((c) => (
          <TableRow key={c.id}>
            <TableCell>{formatDate(c.date)}</TableCell>
            {withStudent && <TableCell>{c.user?.fullName ?? ''}</TableCell>}
            <TableCell>{checkinStatusLabels[c.status] ?? c.status}{c.noShow ? ' · Falta' : ''}</TableCell>
            <TableCell>{c.filial?.name ?? ''}</TableCell>
            <TableCell>{c.program?.name ?? ''}</TableCell>
            <TableCell>{c.class ? `${c.class.startTime} - ${c.class.endTime}` : ''}</TableCell>
            <TableCell sx={{ fontSize: 12 }}>{c.logs.map(formatLog).join(' · ')}</TableCell>
            <TableCell>
              {c.deleteable && <Button size="small" onClick={() => act(CANCEL, c.id)}>Cancelar</Button>}
              {c.status !== 'deleted' && c.status !== 'waitlist' && !c.noShow && <Button size="small" onClick={() => act(NO_SHOW, c.id)}>Marcar falta</Button>}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
