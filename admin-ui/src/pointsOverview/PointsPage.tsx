import {
  Box,
  Chip,
  MenuItem,
  Pagination,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { pointsOverviewMessages as m } from '@gym/contracts/pointsRules/consoleMessages';
import { formatDate } from '@gym/contracts/validation/date';
import { useState } from 'react';
import { Loading, Title } from 'react-admin';
import { useAccount } from '../account/useAccount';
import { useAdminQuery } from '../dataProvider/hooks';
import { StackedTable } from '../layout/StackedTable';
import { BrDateField } from '../lib/BrDateField';
import { useNotifyRequestError } from '../lib/notifyError';

const Pager = ({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) =>
  totalPages > 1 ? <Pagination count={totalPages} page={page} onChange={(_e, p) => onPage(p)} sx={{ mt: 1 }} /> : null;

/** /points: the account's students ranked by balance, and every movement of the account with filters. */
export const PointsPage = () => {
  const onError = useNotifyRequestError(m.loadError);
  const { account } = useAccount();
  const pointsLabel = account?.pointsLabel || m.pointsTitle;
  const [rankingPage, setRankingPage] = useState(1);
  const [search, setSearch] = useState('');
  const [student, setStudent] = useState<{ id: string; name: string } | null>(null);
  const [source, setSource] = useState('');
  const [operation, setOperation] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [movementsPage, setMovementsPage] = useState(1);
  const ranking = useAdminQuery(
    ['pointsRanking', rankingPage, search],
    (dp) => dp.pointsRanking(rankingPage, search || null),
    {
      onError,
    },
  );
  const filters = {
    userId: student?.id ?? null,
    source: source || null,
    operation: operation || null,
    from: from || null,
    to: to || null,
  };
  const movements = useAdminQuery(['pointsMovements', movementsPage, filters], (dp) =>
    dp.pointsMovements({ page: movementsPage, ...filters }),
  );
  const filtered =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setMovementsPage(1);
    };

  return (
    <Box sx={{ mt: 2, minWidth: 0, maxWidth: 1100 }}>
      <Title title={m.pointsTitle} />
      <Paper sx={{ p: 2, mb: 3, minWidth: 0 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {m.ranking}
        </Typography>
        <TextField
          size="small"
          label={m.search}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setRankingPage(1);
          }}
          sx={{ mb: 1, maxWidth: 320, width: '100%' }}
        />
        {!ranking.data ? (
          ranking.isError ? null : (
            <Loading />
          )
        ) : ranking.data.list.length === 0 ? (
          <Typography color="text.secondary">{m.noStudents}</Typography>
        ) : (
          <StackedTable>
            <Table size="small" data-testid="points-ranking">
              <TableHead>
                <TableRow>
                  <TableCell>{m.position}</TableCell>
                  <TableCell>{m.student}</TableCell>
                  <TableCell>{m.email}</TableCell>
                  <TableCell align="right">{pointsLabel}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {ranking.data.list.map((entry) => (
                  <TableRow
                    key={entry.id}
                    hover
                    sx={{ cursor: 'pointer' }}
                    onClick={() => filtered(setStudent)({ id: entry.id, name: entry.fullName })}
                  >
                    <TableCell>{entry.rank}º</TableCell>
                    <TableCell>{entry.fullName}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.email}</TableCell>
                    <TableCell align="right">{entry.totalPoints}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </StackedTable>
        )}
        {ranking.data ? (
          <Pager page={ranking.data.page} totalPages={ranking.data.totalPages} onPage={setRankingPage} />
        ) : null}
      </Paper>

      <Paper sx={{ p: 2, minWidth: 0 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {m.movements}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }} useFlexGap>
          {student ? (
            <Chip
              label={m.studentFilter(student.name)}
              onDelete={() => filtered(setStudent)(null)}
              sx={{ maxWidth: '100%' }}
            />
          ) : null}
          <TextField
            select
            size="small"
            label={m.source}
            value={source}
            onChange={(e) => filtered(setSource)(e.target.value)}
            sx={{ minWidth: 170 }}
            data-testid="movements-source"
          >
            <MenuItem value="">{m.all}</MenuItem>
            {Object.entries(m.sources).map(([value, label]) => (
              <MenuItem key={value} value={value}>
                {label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={m.operation}
            value={operation}
            onChange={(e) => filtered(setOperation)(e.target.value)}
            sx={{ minWidth: 140 }}
          >
            <MenuItem value="">{m.allOperations}</MenuItem>
            {Object.entries(m.operations).map(([value, label]) => (
              <MenuItem key={value} value={value}>
                {label}
              </MenuItem>
            ))}
          </TextField>
          <BrDateField size="small" label={m.from} value={from} onChange={filtered(setFrom)} sx={{ maxWidth: 170 }} />
          <BrDateField size="small" label={m.to} value={to} onChange={filtered(setTo)} sx={{ maxWidth: 170 }} />
        </Stack>
        {!movements.data ? (
          movements.isError ? (
            <Typography color="error">{m.loadError}</Typography>
          ) : (
            <Loading />
          )
        ) : movements.data.list.length === 0 ? (
          <Typography color="text.secondary">{m.noMovements}</Typography>
        ) : (
          <StackedTable>
            <Table size="small" data-testid="points-movements">
              <TableHead>
                <TableRow>
                  <TableCell>{m.date}</TableCell>
                  <TableCell>{m.student}</TableCell>
                  <TableCell>{m.operation}</TableCell>
                  <TableCell align="right">{m.value}</TableCell>
                  <TableCell>{m.source}</TableCell>
                  <TableCell>{m.obs}</TableCell>
                  <TableCell align="right">{m.balance}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {movements.data.list.map((mv) => (
                  <TableRow key={mv.id}>
                    <TableCell>{formatDate(mv.createdAt)}</TableCell>
                    <TableCell>{mv.fullName || m.removedStudent}</TableCell>
                    <TableCell>{m.operations[mv.operation] ?? mv.operation}</TableCell>
                    <TableCell align="right">{mv.operation === 'sub' ? `-${mv.value}` : `+${mv.value}`}</TableCell>
                    <TableCell>{m.sources[mv.source] ?? mv.source}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{mv.obs ?? ''}</TableCell>
                    <TableCell align="right">{mv.totalPoints}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </StackedTable>
        )}
        {movements.data ? (
          <Pager page={movements.data.page} totalPages={movements.data.totalPages} onPage={setMovementsPage} />
        ) : null}
      </Paper>
    </Box>
  );
};

export default PointsPage;
