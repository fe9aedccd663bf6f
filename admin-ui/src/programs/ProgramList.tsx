import { Button, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Title, useDelete, useGetList, useNotify } from 'react-admin';
import { Link } from 'react-router';
import { programMessages } from '@gym/contracts/programs/messages';
import { isManager, isPrivileged } from '../auth/roles';
import { readOnce } from '../dataProvider/hooks';
import type { Program } from '../dataProvider/programs';
import { useNotifyRequestError } from '../lib/notifyError';
import { StackedTable } from '../layout/StackedTable';

/** /programs: 'Programas de Treino' (spec 001 'Program screens'). */
export const ProgramList = () => {
  const notify = useNotify();
  const onError = useNotifyRequestError();
  const { data: programs = [], refetch } = useGetList<Program>('programs', {}, { ...readOnce, onError });
  const [deleteProgram] = useDelete<Program>();

  const remove = async (program: Program) => {
    if (!window.confirm(programMessages.confirmDelete.replace('{name}', program.name))) return;
    try {
      await deleteProgram('programs', { id: program.id, previousData: program }, { returnPromise: true });
      notify(programMessages.deleted, { type: 'success' });
      await refetch();
    } catch (error) {
      // Spec 001: on failure the error is only logged.
      console.error(error);
    }
  };
  // Spec 001: name and code link to /programs/{id}/; a privileged user gets the edit segment.
  const linkOf = (p: Program) => (isPrivileged() ? `/programs/${p.id}/edit` : `/programs/${p.id}/`);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Programas de Treino" />
      <CardContent>
        {isManager() && (
          <Button component={Link} to="/programs/new" variant="contained">
            Novo programa
          </Button>
        )}
        <StackedTable>
          <Table aria-label="Programas de Treino">
            <TableHead>
              <TableRow>
                <TableCell>Código</TableCell>
                <TableCell>Nome</TableCell>
                <TableCell>Filial</TableCell>
                <TableCell>Produtos vinculados</TableCell>
                <TableCell>Ações</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {programs.map((p) => (
                <TableRow key={p.id}>
                  <TableCell>
                    <Link to={linkOf(p)}>{p.code ?? ''}</Link>
                  </TableCell>
                  <TableCell>
                    <Link to={linkOf(p)}>{p.name}</Link>
                  </TableCell>
                  <TableCell>{p.filial?.name ?? ''}</TableCell>
                  <TableCell>{p.courses.map((c) => c.name).join(', ')}</TableCell>
                  <TableCell sx={{ display: 'flex', gap: 2 }}>
                    <Link to={`/programs/${p.id}`}>ver horários</Link>
                    {isPrivileged() && (
                      <Button size="small" color="error" onClick={() => remove(p)}>
                        apagar
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </StackedTable>
      </CardContent>
    </Card>
  );
};

export default ProgramList;
