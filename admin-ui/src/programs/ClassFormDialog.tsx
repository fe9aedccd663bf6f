import {
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  TextField,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useDelete, useNotify } from 'react-admin';
import { programMessages } from '@gym/contracts/programs/messages';
import { useSaveRecord } from '../dataProvider/hooks';
import type { Coach, ProgramClass } from '../dataProvider/programs';
import { fieldErrorsOf } from '../lib/fieldErrors';
import { useNotifyRequestError } from '../lib/notifyError';
import { nextClassDays, type ClassDay } from './classDays';
const WEEKDAYS = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'];
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The time mask 99:99. */
const maskTime = (typed: string) => {
  const d = typed.replace(/\D/g, '').slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}:${d.slice(2)}` : d;
};

interface Props {
  readonly programId: string;
  readonly programClass: ProgramClass | null;
  /** The weekday whose 'Novo horário' opened the form. */
  readonly weekday: number;
  readonly coaches: readonly Coach[];
  readonly onClose: () => void;
  readonly onSaved: () => void;
}

/** 'Criar horário' / 'Editar horário' (spec 001 'Class form'). */
export const ClassFormDialog = ({ programId, programClass, weekday, coaches, onClose, onSaved }: Props) => {
  const notify = useNotify();
  const onError = useNotifyRequestError();
  const saveClass = useSaveRecord<ProgramClass>('programClasses');
  const [deleteClass] = useDelete<ProgramClass>();
  const [startTime, setStart] = useState(programClass?.startTime ?? '');
  const [endTime, setEnd] = useState(programClass?.endTime ?? '');
  const [limit, setLimit] = useState(programClass?.limit?.toString() ?? '');
  const [userId, setUserId] = useState(programClass?.userId ?? '');
  const [days, setDays] = useState<ClassDay[]>(() =>
    programClass
      ? programClass.weekDays.map((w) => ({ id: String(w.value), value: w.value, destroy: false }))
      : [{ id: null, value: weekday, destroy: false }],
  );
  const [expanded, setExpanded] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => setExpanded((e) => e || days.filter((d) => !d.destroy).length > 1), [days]);

  const save = async () => {
    const local: Record<string, string> = {};
    if (!TIME.test(startTime)) local.startTime = programMessages.required;
    if (!TIME.test(endTime)) local.endTime = programMessages.required;
    setErrors(local);
    if (Object.keys(local).length) {
      notify(programMessages.checkRequired, { type: 'error' });
      return;
    }
    const input = {
      ...(programClass ? { id: programClass.id } : {}),
      programId,
      startTime,
      endTime,
      limit: limit ? Number(limit) : null,
      userId: userId || null,
      classDays: days.map((d) => ({ id: d.id, value: d.value, _destroy: d.destroy })),
    };
    try {
      await saveClass(programClass?.id, input, programClass ?? undefined);
      notify(programClass ? programMessages.classSaved : programMessages.classCreated, { type: 'success' });
      onSaved();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      onError(error);
    }
  };
  const remove = async () => {
    if (!programClass || !window.confirm(programMessages.confirmDeleteClass)) return;
    try {
      await deleteClass('programClasses', { id: programClass.id, previousData: programClass }, { returnPromise: true });
      onSaved();
    } catch (error) {
      onError(error);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="class-form-title">
      <DialogTitle id="class-form-title">{programClass ? 'Editar horário' : 'Criar horário'}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, pt: '8px !important' }}>
        <TextField
          label="Início"
          value={startTime}
          onChange={(e) => setStart(maskTime(e.target.value))}
          error={!!errors.startTime}
          helperText={errors.startTime ?? ' '}
          placeholder="00:00"
          size="small"
        />
        <TextField
          label="Fim"
          value={endTime}
          onChange={(e) => setEnd(maskTime(e.target.value))}
          error={!!errors.endTime}
          helperText={errors.endTime ?? ' '}
          placeholder="00:00"
          size="small"
        />
        <TextField
          label="Limite de alunos"
          value={limit}
          onChange={(e) => setLimit(e.target.value.replace(/\D/g, ''))}
          error={!!errors.limit}
          helperText={errors.limit ?? ' '}
          size="small"
        />
        <TextField select label="Professor" value={userId} onChange={(e) => setUserId(e.target.value)} size="small">
          <MenuItem value="">Sem professor</MenuItem>
          {coaches.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.fullName}
            </MenuItem>
          ))}
        </TextField>
        {!expanded && <Button onClick={() => setExpanded(true)}>Opções avançadas</Button>}
        {expanded && (
          <Box role="group" aria-label="Dias da semana">
            {WEEKDAYS.map((label, value) => (
              <FormControlLabel
                // biome-ignore lint/suspicious/noArrayIndexKey: the index is the weekday number, fixed
                key={value}
                label={label}
                control={
                  <Checkbox
                    checked={days.some((d) => d.value === value && !d.destroy)}
                    onChange={() => setDays((current) => nextClassDays(current, value))}
                  />
                }
              />
            ))}
            {errors.weekDays && <Box sx={{ color: 'error.main' }}>{errors.weekDays}</Box>}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {programClass && (
          <Button color="error" onClick={remove}>
            Excluir
          </Button>
        )}
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" onClick={save}>
          Salvar
        </Button>
      </DialogActions>
    </Dialog>
  );
};
