import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { planMessages } from '@gym/contracts/plans/planMessages';
import { toSaoPauloDate } from '@gym/contracts/validation/date';
import { useAdminMutation } from '../dataProvider/hooks';
import type { UserPlan } from '../dataProvider/plans';
import { errorMessage } from '../lib/notifyError';
import { BrDateField } from '../lib/BrDateField';

interface Props {
  readonly plan: UserPlan;
  readonly onClose: (changed: boolean) => void;
}

/** Trancar: freeze a plan for a period with a reason (the account's limits are checked by the server). */
export const FreezeDialog = ({ plan, onClose }: Props) => {
  const notify = useNotify();
  const [startDate, setStartDate] = useState(toSaoPauloDate(new Date()));
  const [days, setDays] = useState('30');
  const [reason, setReason] = useState('');
  const [saving, setSaving] = useState(false);
  const { mutateAsync: freeze } = useAdminMutation(
    (dataProvider, variables: Parameters<typeof dataProvider.freezeStudentPlan>[0]) =>
      dataProvider.freezeStudentPlan(variables),
  );
  async function save() {
    setSaving(true);
    try {
      await freeze({ id: plan.id, startDate, days: Number(days), reason });
      notify(planMessages.planFrozen, { type: 'success' });
      onClose(true);
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setSaving(false);
    }
  }
  return (
    <Dialog open onClose={() => onClose(false)} aria-label="Trancar plano">
      <DialogTitle>Trancar plano: {plan.name}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <BrDateField label="Início" value={startDate} onChange={setStartDate} />
        <TextField type="number" label="Dias" value={days} onChange={(e) => setDays(e.target.value)} />
        <TextField label="Motivo" value={reason} onChange={(e) => setReason(e.target.value)} />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>Cancelar</Button>
        <Button variant="contained" disabled={saving} onClick={save}>
          Trancar
        </Button>
      </DialogActions>
    </Dialog>
  );
};
