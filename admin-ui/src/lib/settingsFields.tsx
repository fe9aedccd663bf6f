import { FormControlLabel, MenuItem, Switch, TextField, type TextFieldProps } from '@mui/material';
import type { FormValues } from './settingsPayload';

export interface Binder {
  text(name: string, label: string, extra?: Partial<TextFieldProps>): React.ReactNode;
  select(
    name: string,
    label: string,
    options: readonly (readonly [string | number, string])[],
    extra?: Partial<TextFieldProps>,
  ): React.ReactNode;
  toggle(name: string, label: string): React.ReactNode;
}

/** Binds the settings form's fields to one state, with the error of each under it. */
export function binder(
  values: FormValues,
  errors: Record<string, string>,
  set: (name: string, value: FormValues[string]) => void,
): Binder {
  const common = (name: string, label: string) => ({
    id: `settings-${name}`,
    name,
    label,
    error: !!errors[name],
    helperText: errors[name] ?? ' ',
    fullWidth: true,
    size: 'small' as const,
  });
  return {
    text: (name, label, extra = {}) => (
      <TextField
        key={name}
        {...common(name, label)}
        value={values[name] ?? ''}
        onChange={(e) => set(name, e.target.value)}
        {...extra}
      />
    ),
    select: (name, label, options, extra = {}) => (
      <TextField
        key={name}
        {...common(name, label)}
        select
        value={values[name] ?? ''}
        onChange={(e) => set(name, e.target.value)}
        {...extra}
      >
        {options.map(([value, text]) => (
          <MenuItem key={String(value)} value={value}>
            {text}
          </MenuItem>
        ))}
      </TextField>
    ),
    toggle: (name, label) => (
      <FormControlLabel
        key={name}
        control={<Switch checked={values[name] === true} onChange={(e) => set(name, e.target.checked)} />}
        label={label}
      />
    ),
  };
}
