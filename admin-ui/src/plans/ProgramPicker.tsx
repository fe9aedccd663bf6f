import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { listProgramOptions, type ProgramOption } from '../dataProvider/programs';

/** The plan form's programs card (spec 001 planPrograms): the account's programs, chosen by name. */
export const ProgramPicker = ({
  value,
  onChange,
  placeholder = 'Escolha os programas do plano',
}: {
  value: readonly string[];
  onChange: (ids: string[]) => void;
  placeholder?: string;
}) => {
  const [programs, setPrograms] = useState<ProgramOption[]>([]);
  useEffect(() => {
    listProgramOptions().then(setPrograms, console.error);
  }, []);
  const chosen = value.map((id) => programs.find((p) => p.id === id) ?? { id, name: id, code: '' });
  return (
    <Autocomplete
      multiple
      options={programs}
      value={chosen}
      getOptionLabel={(p) => p.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_e, selected) => onChange(selected.map((p) => p.id))}
      renderInput={(params) => <TextField {...params} label="Programas" placeholder={placeholder} />}
    />
  );
};

/** The planPrograms payload: the chosen programs, and those the plan had that were removed, with _destroy. */
export function planProgramsOf(chosen: readonly string[], saved: readonly string[]) {
  return [
    ...chosen.map((programId) => ({ id: saved.includes(programId) ? programId : null, programId })),
    ...saved.filter((id) => !chosen.includes(id)).map((id) => ({ id, programId: id, _destroy: true })),
  ];
}
