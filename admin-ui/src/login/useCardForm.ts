import { useState, type ChangeEvent } from 'react';
import { checkCardField, type CardField } from './rules';

/** Values checked on blur; an error clears as soon as the field is edited (spec 000 section 5). */
export function useCardForm<F extends CardField>(fields: readonly F[]) {
  const [values, setValues] = useState<Record<F, string>>(
    () => Object.fromEntries(fields.map((f) => [f, ''])) as Record<F, string>,
  );
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});

  const bind = (field: F) => ({
    name: field,
    value: values[field],
    error: !!errors[field],
    helperText: errors[field] ?? ' ',
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setValues((v) => ({ ...v, [field]: event.target.value }));
      setErrors((e) => ({ ...e, [field]: undefined }));
    },
    onBlur: () => setErrors((e) => ({ ...e, [field]: checkCardField(field, values[field]) ?? undefined })),
  });

  /** Checks every field; true when the form may be sent. */
  const validate = (): boolean => {
    const next: Partial<Record<F, string>> = {};
    for (const field of fields) {
      const error = checkCardField(field, values[field]);
      if (error) next[field] = error;
    }
    setErrors(next);
    return Object.keys(next).length === 0;
  };

  return { values, bind, validate };
}
