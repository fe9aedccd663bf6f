import {
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  MenuItem,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Title, useGetList, useNotify } from 'react-admin';
import { useNavigate } from 'react-router';
import { checkinMessages } from '@gym/contracts/checkins/messages';
import type { Branch } from '../dataProvider/branches';
import type { CheckinOutcome } from '../dataProvider/checkins';
import { readOnce, useAdminDataProvider, useSaveRecord } from '../dataProvider/hooks';
import type { Program, ProgramClass } from '../dataProvider/programs';
import { fieldErrorsOf } from '../lib/fieldErrors';
import { errorMessage } from '../lib/notifyError';
import type { Student } from '../dataProvider/student';

type Found = Pick<Student, 'id' | 'fullName' | 'email'>;
// Today's classes: the check-in is for today, in São Paulo (-03:00, no DST) whatever the browser's zone.
const isToday = (c: ProgramClass) =>
  c.weekDays.some((w) => w.value === new Date(Date.now() - 3 * 3_600_000).getUTCDay());

/** /checkins/new (spec 002 'Check-ins'): identify the student, then branch, program and class. */
export const CheckinNew = () => {
  const notify = useNotify();
  const navigate = useNavigate();
  const [mode, setMode] = useState<'existing' | 'new' | 'qr'>('existing');
  const [qrCode, setQrCode] = useState('');
  const dataProvider = useAdminDataProvider();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<Found | null>(null);
  const [person, setPerson] = useState({ name: '', lastName: '', email: '', gender: '' });
  const [filialId, setFilialId] = useState('');
  const [programId, setProgramId] = useState('');
  const [classId, setClassId] = useState('');
  const [token, setToken] = useState('');
  const [force, setForce] = useState(false);
  const [waitlist, setWaitlist] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  const checkIn = useSaveRecord<CheckinOutcome & { id: string }>('checkins');
  // A failed load says what failed, then the server's messages.
  const loadFailed = useCallback(
    (first: string) => (error: unknown) => {
      notify(first, { type: 'error' });
      notify(errorMessage(error), { type: 'error' });
    },
    [notify],
  );
  const onProgramsError = useMemo(() => loadFailed(checkinMessages.programsLoadError), [loadFailed]);
  const onClassesError = useMemo(() => loadFailed(checkinMessages.classesLoadError), [loadFailed]);

  // User search starts at 3 typed characters (spec 002), 300 ms after the last key.
  useEffect(() => {
    if (typed.trim().length < 3) return setSearch('');
    const timer = setTimeout(() => setSearch(typed), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useGetList<Student>(
    'alunos',
    { filter: { q: search }, pagination: { page: 1, perPage: 25 } },
    { ...readOnce, enabled: search !== '' },
  );
  const options: Found[] = search && typed.trim().length >= 3 ? (found.data ?? []) : [];
  const { data: filials = [] } = useGetList<Branch>('filials', {}, readOnce);
  const { data: programs = [] } = useGetList<Program>(
    'programs',
    { filter: { filialId } },
    { ...readOnce, enabled: !!filialId, onError: onProgramsError },
  );
  const { data: weekly = [] } = useGetList<ProgramClass>(
    'programClasses',
    { filter: { programId } },
    { ...readOnce, enabled: !!programId, onError: onClassesError },
  );
  const classes = weekly.filter(isToday);
  useEffect(() => setProgramId(''), [filialId]);
  useEffect(() => setClassId(''), [programId]);

  const identified =
    mode === 'existing'
      ? selected !== null
      : mode === 'qr'
        ? qrCode.trim() !== ''
        : !!(person.name && person.email && person.gender);
  const submit = async () => {
    setSending(true);
    const who = mode === 'existing' ? { userId: selected?.id } : person;
    try {
      // The member app's QR code (issue 25): the server checks it, uses it once, then checks the member in.
      const outcome =
        mode === 'qr'
          ? await dataProvider.createCheckinFromQrCode(qrCode.trim(), classId)
          : await checkIn(null, {
              ...who,
              programClassId: classId,
              forceCheckin: force,
              waitlist,
              token: token || null,
            });
      notify(outcome.message || checkinMessages.success, { type: 'success' });
      navigate('/checkins/');
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      notify(checkinMessages.failure, { type: 'error', autoHideDuration: 3000 });
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setSending(false);
    }
  };
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title="Novo Checkin" />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <ToggleButtonGroup
          exclusive
          value={mode}
          onChange={(_e, v: 'existing' | 'new' | 'qr' | null) => v && setMode(v)}
          aria-label="Aluno"
        >
          <ToggleButton value="existing">Aluno cadastrado</ToggleButton>
          <ToggleButton value="new">Novo aluno</ToggleButton>
          <ToggleButton value="qr">QR code do app</ToggleButton>
        </ToggleButtonGroup>
        {mode === 'qr' ? (
          <TextField
            label="Código do QR code"
            value={qrCode}
            onChange={(e) => setQrCode(e.target.value)}
            helperText={errors.token ?? 'Leia o QR code do app do aluno com o leitor ou cole o código.'}
            error={!!errors.token}
            autoFocus
          />
        ) : mode === 'existing' ? (
          <Autocomplete
            options={options}
            value={selected}
            onChange={(_e, v) => setSelected(v)}
            inputValue={typed}
            onInputChange={(_e, v) => setTyped(v)}
            getOptionLabel={(o) => `${o.fullName} (${o.email})`}
            filterOptions={(x) => x}
            noOptionsText="Nenhum usuario encontrado!"
            renderInput={(params) => (
              <TextField {...params} label="Buscar aluno" helperText="Digite 3 ou mais letras" />
            )}
          />
        ) : (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            {(['name', 'lastName', 'email'] as const).map((f) => (
              <TextField
                key={f}
                label={{ name: 'Nome', lastName: 'Sobrenome', email: 'E-mail' }[f]}
                value={person[f]}
                size="small"
                onChange={(e) => setPerson((p) => ({ ...p, [f]: e.target.value }))}
                error={!!errors[f]}
                helperText={errors[f] ?? ' '}
              />
            ))}
            <TextField
              select
              label="Gênero"
              value={person.gender}
              size="small"
              sx={{ minWidth: 160 }}
              onChange={(e) => setPerson((p) => ({ ...p, gender: e.target.value }))}
            >
              <MenuItem value="Masculino">Masculino</MenuItem>
              <MenuItem value="Feminino">Feminino</MenuItem>
            </TextField>
          </Box>
        )}
        {identified && (
          <>
            <TextField
              select
              label="Filial"
              value={filialId}
              onChange={(e) => setFilialId(e.target.value)}
              size="small"
            >
              {filials.map((f) => (
                <MenuItem key={f.id} value={f.id}>
                  {f.name}
                </MenuItem>
              ))}
            </TextField>
            {filialId && (
              <TextField
                select
                label="Programa"
                value={programId}
                onChange={(e) => setProgramId(e.target.value)}
                size="small"
              >
                {programs.map((p) => (
                  <MenuItem key={p.id} value={p.id}>
                    {p.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {programId && (
              <TextField
                select
                label="Horário"
                value={classId}
                onChange={(e) => setClassId(e.target.value)}
                size="small"
                error={!!errors.programClassId}
                helperText={errors.programClassId ?? ' '}
              >
                {classes.map((c) => (
                  <MenuItem key={c.id} value={c.id}>
                    {c.startTime} - {c.endTime}
                    {c.coach ? ` · ${c.coach.fullName}` : ''}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {mode !== 'qr' && (
              <>
                <TextField
                  label="Token (Gympass / Totalpass)"
                  value={token}
                  onChange={(e) => setToken(e.target.value)}
                  size="small"
                  error={!!errors.token}
                  helperText={errors.token ?? ' '}
                />
                <FormControlLabel
                  control={<Checkbox checked={force} onChange={(e) => setForce(e.target.checked)} />}
                  label="Forçar checkin"
                />
                <FormControlLabel
                  control={<Checkbox checked={waitlist} onChange={(e) => setWaitlist(e.target.checked)} />}
                  label="Entrar na lista de espera se a aula estiver lotada"
                />
              </>
            )}
          </>
        )}
        <Box>
          <Button variant="contained" onClick={submit} disabled={!classId || sending}>
            Fazer checkin
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
};

export default CheckinNew;
