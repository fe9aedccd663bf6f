import { TextField, type TextFieldProps } from '@mui/material';
import { useEffect, useState } from 'react';
import { TextInput, type TextInputProps } from 'react-admin';
import { planMessages } from '@gym/contracts/plans/planMessages';
import { brToIso, isIsoDay, isoToBr, maskBrDate } from './brDate';

type BrDateFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  /** The ISO day (yyyy-MM-dd), or '' when empty. */
  readonly value: string;
  /** Called with the ISO day once a whole valid date is typed, or '' when cleared. */
  readonly onChange: (iso: string) => void;
};

/** A date typed as dd/MM/yyyy (masked), for forms kept in React state. */
export const BrDateField = ({ value, onChange, error, helperText, ...props }: BrDateFieldProps) => {
  const [text, setText] = useState(() => isoToBr(value));
  useEffect(() => {
    // A value set from outside (a loaded record, a reset) replaces what is shown.
    if (brToIso(text) !== value && !(value === '' && text !== '' && !brToIso(text))) setText(isoToBr(value));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  const invalid = text.length === 10 && !brToIso(text);
  return (
    <TextField
      {...props}
      value={text}
      placeholder="dd/mm/aaaa"
      error={error || invalid}
      helperText={invalid ? planMessages.invalidDate : helperText}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
      onChange={(event) => {
        const masked = maskBrDate(event.target.value);
        setText(masked);
        if (!masked) onChange('');
        else {
          const iso = brToIso(masked);
          if (iso) onChange(iso);
        }
      }}
    />
  );
};

const validateBrDate = (value: unknown) => (value && !isIsoDay(value) ? planMessages.invalidDate : undefined);

/** react-admin's input for a date typed as dd/MM/yyyy: the record keeps the ISO day. */
export const BrDateInput = ({ validate, ...props }: Omit<TextInputProps, 'format' | 'parse'>) => (
  <TextInput
    {...props}
    placeholder="dd/mm/aaaa"
    format={(value: unknown) => (isIsoDay(value) ? isoToBr(value) : typeof value === 'string' ? value : '')}
    parse={(typed: string) => {
      const masked = maskBrDate(typed);
      return brToIso(masked) ?? (masked || null);
    }}
    validate={validate ? [validateBrDate, ...(Array.isArray(validate) ? validate : [validate])] : validateBrDate}
    slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
  />
);
