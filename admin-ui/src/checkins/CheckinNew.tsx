import { Autocomplete, Box, Button, Card, CardContent, Checkbox, FormControlLabel, MenuItem, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useEffect, useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { useNavigate } from 'react-router';
import { checkinMessages } from '@gym/contracts/checkins/messages';
import { RequestError } from '../lib/graphqlRequest';
import { errorMessage } from '../lib/notifyError';
import { adminGql, FILIALS, PROGRAM_CLASSES, PROGRAMS, type Filial, type Program, type ProgramClass } from './api';

const SEARCH = 'query SearchStudents($search: String) { alunos(page: 1, search: $search) { list { id fullName email } } }';
const CHECK_IN = `mutation CreateCheckin($userId: ID, $name: String, $lastName: String, $email: String, $gender: String, $token: String, $forceCheckin: Boolean, $programClassId: ID!, $waitlist: Boolean) {
  createOrUpdateCheckin(userId: $userId, name: $name, lastName: $lastName, email: $email, gender: $gender, token: $token, forceCheckin: $forceCheckin, programClassId: $programClassId, waitlist: $waitlist) { message status }
}`;
interface Found {
  readonly id: string;
  readonly fullName: string;
  readonly email: string;
}

/** /checkins/new (spec 002 'Check-ins'): identify the student, then branch, program and class. */
export const CheckinNew = () => {
  const notify = useNotify();
  const navigate = useNavigate();
  const [mode, setMode] = useState<'existing' | 'new'>('existing');
  const [typed, setTyped] = useState('');
  const [options, setOptions] = useState<Found[]>([]);
  const [selected, setSelected] = useState<Found | null>(null);
  const [person, setPerson] = useState({ name: '', lastName: '', email: '', gender: '' });
  const [filials, setFilials] = useState<Filial[]>([]);
  const [programs, setPrograms] = useState<Program[]>([]);
  const [classes, setClasses] = useState<ProgramClass[]>([]);
  const [filialId, setFilialId] = useState('');
  const [programId, setProgramId] = useState('');
  const [classId, setClassId] = useState('');
  const [token, setToken] = useState('');
  const [force, setForce] = useState(false);
  const [waitlist, setWaitlist] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  // User search starts at 3 typed characters (spec 002).
  useEffect(() => {
    if (typed.trim().length < 3) return setOptions([]);
    const timer = setTimeout(() => {
      adminGql<{ alunos: { list: Found[] } }>(SEARCH, { search: typed }).then((d) => setOptions(d.alunos.list), () => setOptions([]));
    }, 300);
    return () => clearTimeout(timer);
  }, [typed]);
  useEffect(() => {
    adminGql<{ filials: Filial[] }>(FILIALS).then((d) => setFilials(d.filials), () => undefined);
  }, []);
  useEffect(() => {
    setPrograms([]);
    setProgramId('');
    if (!filialId) return;
    adminGql<{ programs: Program[] }>(PROGRAMS, { filialId }).then((d) => setPrograms(d.programs), (error: unknown) => {
      notify(checkinMessages.programsLoadError, { type: 'error' });
      notify(errorMessage(error), { type: 'error' });
    });
  }, [filialId, notify]);
  useEffect(() => {
    setClasses([]);
    setClassId('');
    if (!programId) return;
    adminGql<{ programClasses: ProgramClass[] }>(PROGRAM_CLASSES, { programId }).then(
      // Today's classes: the check-in is for today, in São Paulo (-03:00, no DST) whatever the browser's zone.
      (d) => setClasses(d.programClasses.filter((c) => c.weekDays.some((w) => w.value === new Date(Date.now() - 3 * 3_600_000).getUTCDay()))),
      (error: unknown) => {
        notify(checkinMessages.classesLoadError, { type: 'error' });
        notify(errorMessage(error), { type: 'error' });
      },
    );
  }, [programId, notify]);

  const identified = mode === 'existing' ? selected !== null : !!(person.name && person.email && person.gender);
  const submit = async () => {
    setSending(true);
    const who = mode === 'existing' ? { userId: selected?.id } : person;
    try {
      const d = await adminGql<{ createOrUpdateCheckin: { message: string; status: string } }>(CHECK_IN, {
        ...who, programClassId: classId, forceCheckin: force, waitlist, token: token || null,
      });
      notify(d.createOrUpdateCheckin.message || checkinMessages.success, { type: 'success' });
      navigate('/checkins/');
    } catch (error) {
      if (error instanceof RequestError) setErrors(error.errors);
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
        <ToggleButtonGroup exclusive value={mode} onChange={(_e, v: 'existing' | 'new' | null) => v && setMode(v)} aria-label="Aluno">
          <ToggleButton value="existing">Aluno cadastrado</ToggleButton>
          <ToggleButton value="new">Novo aluno</ToggleButton>
        </ToggleButtonGroup>
        {mode === 'existing' ? (
          <Autocomplete options={options} value={selected} onChange={(_e, v) => setSelected(v)} inputValue={typed} onInputChange={(_e, v) => setTyped(v)}
            getOptionLabel={(o) => `${o.fullName} (${o.email})`} filterOptions={(x) => x} noOptionsText="Nenhum usuario encontrado!"
            renderInput={(params) => <TextField {...params} label="Buscar aluno" helperText="Digite 3 ou mais letras" />} />
        ) : (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            {(['name', 'lastName', 'email'] as const).map((f) => (
              <TextField key={f} label={{ name: 'Nome', lastName: 'Sobrenome', email: 'E-mail' }[f]} value={person[f]} size="small"
                onChange={(e) => setPerson((p) => ({ ...p, [f]: e.target.value }))} error={!!errors[f]} helperText={errors[f] ?? ' '} />
            ))}
            <TextField select label="Gênero" value={person.gender} size="small" sx={{ minWidth: 160 }} onChange={(e) => setPerson((p) => ({ ...p, gender: e.target.value }))}>
              <MenuItem value="Masculino">Masculino</MenuItem>
              <MenuItem value="Feminino">Feminino</MenuItem>
            </TextField>
          </Box>
        )}
        {identified && (
          <>
            <TextField select label="Filial" value={filialId} onChange={(e) => setFilialId(e.target.value)} size="small">
              {filials.map((f) => <MenuItem key={f.id} value={f.id}>{f.name}</MenuItem>)}
            </TextField>
            {filialId && (
              <TextField select label="Programa" value={programId} onChange={(e) => setProgramId(e.target.value)} size="small">
                {programs.map((p) => <MenuItem key={p.id} value={p.id}>{p.name}</MenuItem>)}
              </TextField>
            )}
            {programId && (
              <TextField select label="Horário" value={classId} onChange={(e) => setClassId(e.target.value)} size="small" error={!!errors.programClassId} helperText={errors.programClassId ?? ' '}>
                {classes.map((c) => <MenuItem key={c.id} value={c.id}>{c.startTime} - {c.endTime}{c.coach ? ` · ${c.coach.fullName}` : ''}</MenuItem>)}
              </TextField>
            )}
            <TextField label="Token (Gympass / Totalpass)" value={token} onChange={(e) => setToken(e.target.value)} size="small" error={!!errors.token} helperText={errors.token ?? ' '} />
            <FormControlLabel control={<Checkbox checked={force} onChange={(e) => setForce(e.target.checked)} />} label="Forçar checkin" />
            <FormControlLabel control={<Checkbox checked={waitlist} onChange={(e) => setWaitlist(e.target.checked)} />} label="Entrar na lista de espera se a aula estiver lotada" />
          </>
        )}
        <Box><Button variant="contained" onClick={submit} disabled={!classId || sending}>Fazer checkin</Button></Box>
      </CardContent>
    </Card>
  );
};
