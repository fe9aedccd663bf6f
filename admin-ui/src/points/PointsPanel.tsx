import { useState } from 'react';
import { Button, Pagination, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { formatDate } from '@gym/contracts/validation/index';
import { useAdminQuery } from '../dataProvider/hooks';
import { useNotifyRequestError } from '../lib/notifyError';
import type { Student } from '../dataProvider/student';
import { PointsForm } from './PointsForm';
import { StackedTable } from '../layout/StackedTable';

const operationLabels = { add: 'Adição', sub: 'Subtração' } as const;

/** Profile option pontos (spec 002 'Points'): total, history, and the new-movement form. */
export const PointsPanel = ({ student }: { readonly student: Student }) => {
  const onError = useNotifyRequestError();
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const { data: points, refetch } = useAdminQuery(
    ['getUserPoints', student.id, page],
    (dataProvider) => dataProvider.getUserPoints(student.id, page),
    {
      onError,
    },
  );
  const load = () => void refetch();

  if (!points) return <Typography>Carregando...</Typography>;
  if (adding) {
    return (
      <PointsForm
        userId={student.id}
        current={points.totalPoints}
        onDone={() => {
          setAdding(false);
          // Back on page 1, where the new movement is; changing the page reloads by itself.
          if (page === 1) load();
          else setPage(1);
        }}
      />
    );
  }
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h6" aria-label="Total de pontos">
          Total de pontos: {points.totalPoints}
        </Typography>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
          Nova operação
        </Button>
      </Stack>
      {points.points.length === 0 ? (
        <Typography color="text.secondary">Nenhuma movimentação de pontos</Typography>
      ) : (
        <StackedTable>
          <Table size="small" aria-label="Histórico de pontos">
            <TableHead>
              <TableRow>
                <TableCell>Data</TableCell>
                <TableCell>Operação</TableCell>
                <TableCell align="right">Valor</TableCell>
                <TableCell>Observação</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {points.points.map((movement) => (
                <TableRow key={movement.id}>
                  <TableCell>{formatDate(movement.createdAt)}</TableCell>
                  <TableCell>{operationLabels[movement.operation]}</TableCell>
                  <TableCell align="right">
                    {movement.operation === 'sub' ? `-${movement.value}` : `+${movement.value}`}
                  </TableCell>
                  <TableCell>{movement.obs ?? '-'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </StackedTable>
      )}
      {points.totalPages > 1 ? (
        <Pagination count={points.totalPages} page={page} onChange={(_e, p) => setPage(p)} />
      ) : null}
    </Stack>
  );
};

export default PointsPanel;
