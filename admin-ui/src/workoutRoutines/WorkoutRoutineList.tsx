import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Loading, Title, useGetList } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { weekDays } from '@gym/contracts/workoutRoutines/workoutRoutineMessages';
import { isoToBr } from '../lib/brDate';
import { useNotifyRequestError } from '../lib/notifyError';
import { StackedTable } from '../layout/StackedTable';
import { readOnce } from '../dataProvider/hooks';
import type { WorkoutRoutine } from '../dataProvider/workoutRoutines';

/** /workout-routines ('Rotinas de Treino'): the account's routines, drafts marked. */
export const WorkoutRoutineList = () => {
  const onError = useNotifyRequestError();
  const { data, isError } = useGetList<WorkoutRoutine>('workout-routines', {}, { ...readOnce, onError });
  // A failed read shows the empty list under its toast, as before.
  const routines = isError ? [] : (data ?? null);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Rotinas de Treino" />
      <CardContent>
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            gap: 1,
            flexWrap: 'wrap',
            mb: 2,
          }}
        >
          <Typography variant="h5">Rotinas de Treino</Typography>
          <Button variant="contained" component={RouterLink} to="/workout-routines/new">
            Nova Rotina de Treino
          </Button>
        </Box>
        {routines === null ? (
          <Loading />
        ) : routines.length === 0 ? (
          <Typography>Você não criou nenhuma rotina de treino ainda</Typography>
        ) : (
          <StackedTable>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>Nome</TableCell>
                  <TableCell>Período</TableCell>
                  <TableCell>Dias</TableCell>
                  <TableCell>Treinos</TableCell>
                  <TableCell>Situação</TableCell>
                  <TableCell>Ações</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {routines.map((r) => (
                  <TableRow key={r.id} data-testid="routine-row">
                    <TableCell>
                      <Link component={RouterLink} to={`/workout-routines/${r.id}/edit`}>
                        {r.name}
                      </Link>
                    </TableCell>
                    <TableCell>
                      {isoToBr(r.startDate)}
                      {r.endDate ? ` a ${isoToBr(r.endDate)}` : ''}
                    </TableCell>
                    <TableCell>
                      {r.weekDayIds.length ? r.weekDayIds.map((d) => weekDays[d]?.label).join(', ') : 'Todos'}
                    </TableCell>
                    <TableCell>{r.workoutGroups.length}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        label={r.isDraft ? 'Rascunho' : 'Publicada'}
                        color={r.isDraft ? 'default' : 'success'}
                      />
                    </TableCell>
                    <TableCell>
                      <Link component={RouterLink} to={`/workout-routines/${r.id}/edit?tab=edit`}>
                        editar
                      </Link>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </StackedTable>
        )}
      </CardContent>
    </Card>
  );
};
