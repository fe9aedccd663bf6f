import {
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Pagination,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Title, useNotify } from 'react-admin';
import { StackedTable } from '../layout/StackedTable';
import { Link, useNavigate } from 'react-router';
import { coachCheckinMessages } from '@gym/contracts/coachCheckins/index';
import { formatDate } from '@gym/contracts/validation/index';
import { session } from '../auth/session';
import {
  coachFormOptions,
  createCoachCheckin,
  listCoachCheckins,
  type Coach,
  type CoachCheckin,
} from '../dataProvider/coachCheckins';
import { RequestError } from '../lib/graphqlRequest';
import { useNotifyRequestError } from '../lib/notifyError';

const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });

/** /checkins/coach/new: records a class a coach gave (a coach records their own). */
export const CoachCheckinNew = () => {
  const notify = useNotify();
  const navigate = useNavigate();
  const notifyRequestError = useNotifyRequestError();
  const user = session.user();
  const isCoach = user?.rule === 'coach';
  const [options, setOptions] = useState<{ coaches: Coach[]; programs: { id: string; name: string }[] }>({
    coaches: [],
    programs: [],
  });
  const [values, setValues] = useState({
    coachId: isCoach ? (user?.id ?? '') : '',
    programId: '',
    classDate: today(),
    startTime: '',
    notes: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    coachFormOptions().then(setOptions, notifyRequestError);
  }, [notifyRequestError]);
  const set = (name: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));
  const common = (name: keyof typeof values, label: string) => ({
    id: `coach-checkin-${name}`,
    name,
    label,
    size: 'small' as const,
    value: values[name],
    onChange: set(name),
    error: !!errors[name],
    helperText: errors[name] ?? ' ',
    sx: { minWidth: 220 },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    createCoachCheckin({ ...values, programId: values.programId || null, notes: values.notes || null }).then(
      () => {
        notify(coachCheckinMessages.recorded, { type: 'success' });
        navigate('/checkins/coaches');
      },
      (error: unknown) => {
        if (error instanceof RequestError && Object.keys(error.errors).length) setErrors({ ...error.errors });
        else notifyRequestError(error);
      },
    );
  };
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Novo Checkin de Professor" />
      <CardContent>
        <Box
          component="form"
          noValidate
          aria-label="Novo Checkin de Professor"
          onSubmit={submit}
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
        >
          <TextField {...common('coachId', 'Professor')} select disabled={isCoach}>
            {options.coaches.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.fullName}
              </MenuItem>
            ))}
            {isCoach && !options.coaches.some((c) => c.id === user?.id) ? (
              <MenuItem value={user?.id ?? ''}>{`${user?.name ?? ''} ${user?.lastName ?? ''}`}</MenuItem>
            ) : null}
          </TextField>
          <TextField {...common('programId', 'Programa (opcional)')} select>
            <MenuItem value="">Nenhum</MenuItem>
            {options.programs.map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            {...common('classDate', 'Data da aula')}
            type="date"
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField {...common('startTime', 'Horário')} type="time" slotProps={{ inputLabel: { shrink: true } }} />
          <TextField {...common('notes', 'Observações')} />
          <Button type="submit" variant="contained" sx={{ mt: 0.5 }}>
            Registrar
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
};

/** /checkins/coaches: the classes coaches gave (a coach sees their own), newest first, 25 a page. */
export const CoachCheckinList = () => {
  const notifyRequestError = useNotifyRequestError();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ list: CoachCheckin[]; totalPages: number }>({ list: [], totalPages: 1 });
  const load = useCallback(() => listCoachCheckins(page).then(setData, notifyRequestError), [page, notifyRequestError]);
  useEffect(() => void load(), [load]);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Checkins de Professores" />
      <CardContent>
        <Button component={Link} to="/checkins/coach/new" variant="contained">
          Novo Checkin de Professor
        </Button>
        <StackedTable>
          <Table size="small" aria-label="Checkins de Professores" sx={{ mt: 2 }}>
            <TableHead>
              <TableRow>
                <TableCell>Professor</TableCell>
                <TableCell>Data</TableCell>
                <TableCell>Horário</TableCell>
                <TableCell>Programa</TableCell>
                <TableCell>Observações</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.list.map((c) => (
                <TableRow key={c.id}>
                  <TableCell>{c.coachName}</TableCell>
                  <TableCell>{formatDate(`${c.classDate}T12:00:00-03:00`)}</TableCell>
                  <TableCell>{c.startTime}</TableCell>
                  <TableCell>{c.programName ?? '-'}</TableCell>
                  <TableCell>{c.notes ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </StackedTable>
        <Pagination page={page} count={data.totalPages} onChange={(_e, p) => setPage(p)} />
      </CardContent>
    </Card>
  );
};

export default CoachCheckinList;
