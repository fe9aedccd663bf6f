import { Accordion, AccordionDetails, AccordionSummary, Box, Button, MenuItem, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { messages } from '@gym/contracts/messages';
import type { CheckinSettings as Settings } from '../dataProvider/checkins';
import { useAdminMutation, useAdminQuery } from '../dataProvider/hooks';
import { useNotifyRequestError } from '../lib/notifyError';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
// Spec 000 section 9: days 1-8 plus a blank choice; hours 1-24.
const selects: readonly [string, string, number[]][] = [
  ['daysAheadCheckin', 'Dias de antecedência para checkin', range(1, 8)],
  ['hoursAheadCheckin', 'Horas de antecedência para checkin', range(1, 24)],
  ['hoursBeforeRemoveCheckin', 'Horas antes da aula para cancelar', range(1, 24)],
];

/**
 * The booking rules (spec 000 'Checkins' settings). Shown on the check-in list to managers until the
 * account settings screen has its checkins tab, where this card can move as it is.
 */
export const CheckinSettingsCard = () => {
  const notify = useNotify();
  const onError = useNotifyRequestError();
  const [values, setValues] = useState<Settings>({});
  const { data: loaded } = useAdminQuery(['checkinSettings'], (dataProvider) => dataProvider.checkinSettings(), { onError });
  const { mutateAsync: update } = useAdminMutation((dataProvider, input: Settings) => dataProvider.updateCheckinSettings(input));
  useEffect(() => {
    if (loaded) setValues(loaded);
  }, [loaded]);
  const set = (field: string, raw: string) => setValues((v) => ({ ...v, [field]: raw === '' ? null : Number(raw) }));
  const save = () =>
    update(values).then((saved) => {
      setValues(saved);
      notify(messages.accountUpdated, { type: 'success' });
    }, onError);
  return (
    <Accordion sx={{ my: 2 }}>
      <AccordionSummary>Regras de checkin</AccordionSummary>
      <AccordionDetails>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          {selects.map(([field, label, options]) => (
            <TextField key={field} select label={label} value={values[field] ?? ''} onChange={(e) => set(field, e.target.value)} size="small" sx={{ minWidth: 260 }}>
              <MenuItem value="">Sem limite</MenuItem>
              {options.map((n) => <MenuItem key={n} value={n}>{n}</MenuItem>)}
            </TextField>
          ))}
          <TextField label="Mínimo de checkins (Gympass)" type="number" value={values.minimumCheckinsGympass ?? ''} onChange={(e) => set('minimumCheckinsGympass', e.target.value)} size="small" />
          <TextField label="Mínimo de checkins para pontos" type="number" value={values.minimumCheckinsToPoints ?? ''} onChange={(e) => set('minimumCheckinsToPoints', e.target.value)} size="small" />
        </Box>
        <Button variant="contained" sx={{ mt: 2 }} onClick={save}>Salvar</Button>
      </AccordionDetails>
    </Accordion>
  );
};
