import {
  Autocomplete,
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Switch,
  TextField,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { weekDays } from '@gym/contracts/workoutRoutines/workoutRoutineMessages';
import { BrDateField } from '../lib/BrDateField';
import { ProgramPicker } from '../plans/ProgramPicker';
import { workoutRoutineMethods, type StudentOption } from '../dataProvider/workoutRoutines';
import type { ErrorAt } from './WorkoutGroupEditor';

/** The configuration step's values (spec 001 section 3 'Workout routine'). */
export interface RoutineConfig {
  name: string;
  startDate: string;
  endDate: string;
  cycleType: 'date' | 'user';
  target: 'programs' | 'users';
  commentEnable: boolean;
  showOnlyOnScheduledDays: boolean;
  usersTargetIds: string[];
  programIds: string[];
  weekDayIds: number[];
}

/** Spec 001 section 5: user search starts at 3 typed characters. */
const USER_SEARCH_MIN = 3;

const UserPicker = ({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}) => {
  const [chosen, setChosen] = useState<StudentOption[]>([]);
  const [options, setOptions] = useState<StudentOption[]>([]);
  const [input, setInput] = useState('');
  useEffect(() => {
    const missing = value.filter((id) => !chosen.some((c) => c.id === id));
    if (missing.length)
      void workoutRoutineMethods
        .routineUsersByIds(missing)
        .then((found) => setChosen((c) => [...c, ...found]), console.error);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  useEffect(() => {
    if (input.trim().length < USER_SEARCH_MIN) return setOptions([]);
    let live = true;
    const timer = setTimeout(
      () =>
        void workoutRoutineMethods
          .searchRoutineUsers(input.trim())
          .then((list) => live && setOptions(list), console.error),
      300,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [input]);
  return (
    <Autocomplete
      multiple
      options={options}
      value={value.map((id) => chosen.find((c) => c.id === id) ?? { id, name: id, email: null })}
      filterOptions={(o) => o}
      inputValue={input}
      onInputChange={(_e, text, reason) => reason !== 'reset' && setInput(text)}
      noOptionsText={
        input.trim().length < USER_SEARCH_MIN ? 'Digite 3 caracteres ou mais' : 'Nenhum usuario encontrado!'
      }
      getOptionLabel={(s) => s.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_e, selected) => {
        setChosen((c) => [...c, ...selected.filter((s) => !c.some((x) => x.id === s.id))]);
        onChange(selected.map((s) => s.id));
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Usuários"
          placeholder="Buscar por nome ou e-mail"
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
};

/** 'Configurações do treino': name, dates, cycle, weekdays, target (programs or users) and comments. */
export const RoutineConfigForm = ({
  value,
  onChange,
  errorAt,
}: {
  value: RoutineConfig;
  onChange: (change: Partial<RoutineConfig>) => void;
  errorAt: ErrorAt;
}) => (
  <Box sx={{ display: 'grid', gap: 2, maxWidth: 720 }}>
    <TextField
      label="Nome da rotina"
      placeholder="Nova rotina de treino"
      value={value.name}
      onChange={(e) => onChange({ name: e.target.value })}
      error={Boolean(errorAt('name'))}
      helperText={errorAt('name')}
    />
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
      <BrDateField
        label="Data de início"
        value={value.startDate}
        onChange={(startDate) => onChange({ startDate })}
        error={Boolean(errorAt('startDate'))}
        helperText={errorAt('startDate')}
      />
      <BrDateField
        label="Data de término"
        value={value.endDate}
        onChange={(endDate) => onChange({ endDate })}
        error={Boolean(errorAt('endDate'))}
        helperText={errorAt('endDate')}
      />
    </Box>
    <TextField
      select
      label="Tipo de ciclo"
      value={value.cycleType}
      onChange={(e) => onChange({ cycleType: e.target.value as RoutineConfig['cycleType'] })}
    >
      <MenuItem value="date">Por data</MenuItem>
      <MenuItem value="user">Por usuário</MenuItem>
    </TextField>
    <FormControl>
      <FormLabel>Dias da semana (opcional)</FormLabel>
      <FormGroup row>
        {weekDays.map((day) => (
          <FormControlLabel
            key={day.id}
            label={day.label}
            control={
              <Checkbox
                checked={value.weekDayIds.includes(day.id)}
                onChange={(e) =>
                  onChange({
                    weekDayIds: e.target.checked
                      ? [...value.weekDayIds, day.id].sort((a, b) => a - b)
                      : value.weekDayIds.filter((d) => d !== day.id),
                  })
                }
              />
            }
          />
        ))}
      </FormGroup>
      <FormControlLabel
        control={
          <Switch
            checked={value.showOnlyOnScheduledDays}
            onChange={(e) => onChange({ showOnlyOnScheduledDays: e.target.checked })}
          />
        }
        label="Mostrar apenas nos dias selecionados"
      />
    </FormControl>
    <FormControl>
      <FormLabel>Para quem é a rotina</FormLabel>
      <RadioGroup
        row
        value={value.target}
        onChange={(e) => {
          // Spec 001 section 4: choosing programs clears the users, and choosing users clears the programs.
          const target = e.target.value as RoutineConfig['target'];
          onChange(target === 'programs' ? { target, usersTargetIds: [] } : { target, programIds: [] });
        }}
      >
        <FormControlLabel value="programs" control={<Radio />} label="Programas" />
        <FormControlLabel value="users" control={<Radio />} label="Usuários" />
      </RadioGroup>
    </FormControl>
    {value.target === 'programs' ? (
      <Box>
        <ProgramPicker
          value={value.programIds}
          onChange={(programIds) => onChange({ programIds })}
          placeholder="Escolha os programas da rotina"
        />
        {errorAt('programIds.0') ? <FormHelperText error>{errorAt('programIds.0')}</FormHelperText> : null}
      </Box>
    ) : (
      <UserPicker
        value={value.usersTargetIds}
        onChange={(usersTargetIds) => onChange({ usersTargetIds })}
        error={errorAt('usersTargetIds') ?? errorAt('usersTargetIds.0')}
      />
    )}
    <FormControlLabel
      control={<Switch checked={value.commentEnable} onChange={(e) => onChange({ commentEnable: e.target.checked })} />}
      label="Permitir comentários"
    />
  </Box>
);
