import { Button, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link } from 'react-router';
import { Title, useGetList } from 'react-admin';
import { useAccount } from '../account/useAccount';
import { isManager } from '../auth/roles';
import type { Branch } from '../dataProvider/branches';
import { readOnce } from '../dataProvider/hooks';
import { useNotifyRequestError } from '../lib/notifyError';
import { StackedTable } from '../layout/StackedTable';

/** /filials: the account's branches (spec 000 'Branch'); Local for personal accounts. */
export const BranchList = () => {
  const { account } = useAccount();
  const onError = useNotifyRequestError();
  const { data: filials } = useGetList<Branch>('filials', {}, { ...readOnce, onError });
  const label = account?.accountType === 'personal' ? 'Local' : 'Filial';
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={account?.accountType === 'personal' ? 'Local de Atuação' : 'Filiais'} />
      <CardContent>
        {isManager() && (
          <Button component={Link} to="/filials/new" variant="contained">
            Novo {label}
          </Button>
        )}
        <StackedTable>
          <Table aria-label="Filiais">
            <TableHead>
              <TableRow>
                <TableCell>Código</TableCell>
                <TableCell>Nome</TableCell>
                <TableCell>Tipo</TableCell>
                <TableCell>Cidade</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {(filials ?? []).map((f) => (
                <TableRow key={f.id}>
                  <TableCell>{f.code}</TableCell>
                  <TableCell>{f.name}</TableCell>
                  <TableCell>{f.filialType === 'place' ? 'Físico' : 'Online'}</TableCell>
                  <TableCell>{String(f.city ?? '')}</TableCell>
                  <TableCell>
                    {isManager() && <Link to={`/filials/${encodeURIComponent(f.code)}/edit`}>Editar</Link>}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </StackedTable>
        {filials?.length === 0 && <Typography sx={{ mt: 2 }}>Nenhuma filial cadastrada.</Typography>}
      </CardContent>
    </Card>
  );
};

export default BranchList;
