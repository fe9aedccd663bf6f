import { Box, Button, Card, CardContent, MenuItem, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { Title, useGetList, useGetOne, useNotify } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router';
import { programMessages } from '@gym/contracts/programs/messages';
import type { Branch } from '../dataProvider/branches';
import { readOnce, useSaveRecord } from '../dataProvider/hooks';
import type { Program } from '../dataProvider/programs';
import { fieldErrorsOf } from '../lib/fieldErrors';
import { useNotifyRequestError } from '../lib/notifyError';
type Values = Record<string, string>;

/** /programs/new (Criar) and /programs/{id}/edit (Atualizar), spec 001 'Program form'. */
export const ProgramForm = () => {
  const { id } = useParams<{ id: string }>();
  const notify = useNotify();
  const navigate = useNavigate();
  const onError = useNotifyRequestError();
  const { data: filials = [] } = useGetList<Branch>('filials', {}, { ...readOnce, onError });
  const { data: program } = useGetOne<Program>('programs', { id: id ?? '' }, { ...readOnce, enabled: !!id, onError });
  const save = useSaveRecord<Program>('programs');
  const [values, setValues] = useState<Values>({
    name: '',
    code: '',
    filialId: '',
    maximumCheckinsPerDay: '',
    passTypeNumber: '',
    programId: '',
  });
  const [savedCode, setSavedCode] = useState<string | null>(null);
  const [errors, setErrors] = useState<Values>({});
  const [sending, setSending] = useState(false);

  // A single branch is chosen for the user (its select is hidden).
  const onlyBranch = filials.length === 1 ? filials[0]!.id : null;
  useEffect(() => {
    if (onlyBranch) setValues((v) => ({ ...v, filialId: v.filialId || onlyBranch }));
  }, [onlyBranch]);
  useEffect(() => {
    if (!program) return;
    const p = program;
    setSavedCode(p.code);
    setValues({
      name: p.name,
      code: p.code ?? '',
      filialId: p.filialId,
      maximumCheckinsPerDay: p.maximumCheckinsPerDay?.toString() ?? '',
      passTypeNumber: p.passTypeNumber ?? '',
      programId: p.programId ?? '',
    });
  }, [program]);

  const set = (field: string, value: string) => setValues((v) => ({ ...v, [field]: value }));
  const submit = async () => {
    if (!values.name?.trim()) {
      // Spec 001: toast, field error, and no request.
      setErrors({ name: programMessages.required });
      notify(programMessages.nameRequired, { type: 'error', autoHideDuration: 5000 });
      return;
    }
    setSending(true);
    const input = {
      ...(id ? { id } : {}),
      name: values.name,
      code: values.code || null,
      filialId: values.filialId,
      maximumCheckinsPerDay: values.maximumCheckinsPerDay ? Number(values.maximumCheckinsPerDay) : null,
      passTypeNumber: values.passTypeNumber || null,
      programId: values.programId || null,
    };
    try {
      const saved = await save(id, input, program);
      notify(id ? programMessages.saved : programMessages.created, { type: 'success' });
      setErrors({});
      setSavedCode(saved.code);
      if (!id) navigate(`/programs/${saved.id}/edit`, { replace: true });
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      onError(error);
    } finally {
      setSending(false);
    }
  };
  const field = (name: string, label: string, extra: Partial<React.ComponentProps<typeof TextField>> = {}) => (
    <TextField
      label={label}
      value={values[name] ?? ''}
      onChange={(e) => set(name, e.target.value)}
      error={!!errors[name]}
      helperText={errors[name] ?? ' '}
      size="small"
      {...extra}
    />
  );
  return (
    <Card sx={{ mt: 2, maxWidth: 700 }}>
      <Title title={id ? 'Editar programa' : 'Novo programa'} />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        {field('code', 'Código', { disabled: !!savedCode })}
        {field('name', 'Nome')}
        {filials.length > 1 &&
          field('filialId', 'Filial', {
            select: true,
            children: filials.map((f) => (
              <MenuItem key={f.id} value={f.id}>
                {f.name}
              </MenuItem>
            )),
          })}
        {field('maximumCheckinsPerDay', 'Máximo de checkins por dia', { type: 'number' })}
        {field('passTypeNumber', 'Gympass: passTypeNumber')}
        {field('programId', 'Gympass: programId')}
        <Box sx={{ display: 'flex', gap: 2 }}>
          <Button variant="contained" onClick={submit} disabled={sending}>
            {id ? 'Atualizar' : 'Criar'}
          </Button>
          {id && (
            <Button component={Link} to={`/programs/${id}`}>
              ver horários
            </Button>
          )}
        </Box>
      </CardContent>
    </Card>
  );
};

export default ProgramForm;
