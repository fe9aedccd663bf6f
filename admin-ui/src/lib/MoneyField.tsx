import { TextField, type TextFieldProps } from '@mui/material';
import { useEffect, useState } from 'react';
import { centsOfMoneyText, moneyTextOf, sanitizeMoneyText } from './moneyText';

type Props = Omit<TextFieldProps, 'value' | 'onChange' | 'defaultValue'> & {
  /** Integer cents. */
  readonly cents: number;
  readonly onCents: (cents: number) => void;
  readonly invalidText?: string;
};

/**
 * A BRL amount typed as the user types it ('450' stays '450' while focused, '450,00' on leaving), with the
 * cents reported on every keystroke. Rewriting the text from the cents at each keystroke is what made
 * '400,00' + 450 show '4,01' (issue 35).
 */
export function MoneyField({ cents, onCents, invalidText = 'Valor inválido', ...props }: Props) {
  const [text, setText] = useState(() => moneyTextOf(cents));
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (!focused && centsOfMoneyText(text) !== cents) setText(moneyTextOf(cents));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cents, focused]);
  const invalid = centsOfMoneyText(text) === null;
  return (
    <TextField
      {...props}
      value={text}
      error={invalid || props.error}
      helperText={invalid ? invalidText : props.helperText}
      slotProps={{ ...props.slotProps, htmlInput: { inputMode: 'decimal', ...props.slotProps?.htmlInput } }}
      onFocus={() => setFocused(true)}
      onChange={(e) => {
        const next = sanitizeMoneyText(e.target.value);
        setText(next);
        const value = centsOfMoneyText(next);
        if (value !== null) onCents(value);
      }}
      onBlur={() => {
        setFocused(false);
        const value = centsOfMoneyText(text);
        if (value !== null) setText(moneyTextOf(value));
      }}
    />
  );
}
