import { Button, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useNotify } from 'react-admin';
import { formatDate } from '@gym/contracts/validation/index';
import type { CheckinOutcome, CheckinRow } from '../dataProvider/checkins';
import { useAdminMutation } from '../dataProvider/hooks';
import { useNotifyRequestError } from '../lib/notifyError';
import { checkinStatusLabels, formatLog } from './checkinLabels';
import { StackedTable } from '../layout/StackedTable';

/** Rows of check-ins with the staff actions: cancel (today's only) and no-show. */
export const CheckinTable = ({
  rows,
  withStudent,
  onChanged,
  onEdit,
}: {
  rows: readonly CheckinRow[];
  withStudent: boolean;
  onChanged: () => void;
  /** Today's check-ins can be edited (spec 002): the profile panel shows the form in place of the list. */
  onEdit?: (row: CheckinRow) => void;
}) => {
  const notify = useNotify();
  const onError = useNotifyRequestError();
  const { mutateAsync: cancel } = useAdminMutation((dataProvider, id: string) => dataProvider.deleteCheckin(id));
  const { mutateAsync: markNoShow } = useAdminMutation((dataProvider, id: string) =>
    dataProvider.markCheckinNoShow(id),
  );
  const act = (call: Promise<CheckinOutcome>) =>
    call.then((outcome) => {
      notify(outcome.message ?? '', { type: 'success' });
      onChanged();
    }, onError);

  return (
    <StackedTable>
      <Table size="small" aria-label="Checkins">
        <TableHead>
          <TableRow>
            <TableCell>Data</TableCell>
            {withStudent && <TableCell>Aluno</TableCell>}
            <TableCell>Status</TableCell>
            <TableCell>Filial</TableCell>
            <TableCell>Programa</TableCell>
            <TableCell>Horário</TableCell>
            <TableCell>Logs</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((c) => (
            <TableRow key={c.id}>
              <TableCell>{formatDate(c.date)}</TableCell>
              {withStudent && <TableCell>{c.user?.fullName ?? ''}</TableCell>}
              <TableCell>
                {checkinStatusLabels[c.status] ?? c.status}
                {c.noShow ? ' · Falta' : ''}
              </TableCell>
              <TableCell>{c.filial?.name ?? ''}</TableCell>
              <TableCell>{c.program?.name ?? ''}</TableCell>
              <TableCell>{c.class ? `${c.class.startTime} - ${c.class.endTime}` : ''}</TableCell>
              <TableCell sx={{ fontSize: 12 }}>{c.logs.map(formatLog).join(' · ')}</TableCell>
              <TableCell>
                {c.deleteable && onEdit && (
                  <Button size="small" onClick={() => onEdit(c)}>
                    Editar
                  </Button>
                )}
                {c.deleteable && (
                  <Button size="small" onClick={() => act(cancel(c.id))}>
                    Cancelar
                  </Button>
                )}
                {c.status !== 'deleted' && c.status !== 'waitlist' && !c.noShow && (
                  <Button size="small" onClick={() => act(markNoShow(c.id))}>
                    Marcar falta
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </StackedTable>
  );
};
