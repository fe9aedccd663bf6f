import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList, useNotify } from 'react-admin';
import { messages } from '@gym/contracts/messages';
import {
  discountTypes,
  formStudentPlanStatuses,
  paymentMethods,
  studentPlanStatusLabels,
} from '@gym/contracts/plans/enums';
import { priceOf } from '@gym/contracts/plans/studentPlanInput';
import { formatBRL, parseBRLToCents } from '@gym/contracts/validation/money';
import { toSaoPauloDate } from '@gym/contracts/validation/date';
import { readOnce, useSaveRecord } from '../dataProvider/hooks';
import type { Plan, UserPlan } from '../dataProvider/plans';
import { errorMessage } from '../lib/notifyError';
import { discountTypeLabels, paymentMethodLabels } from './labels';
import { BrDateField } from '../lib/BrDateField';

interface Props {
  readonly studentId: string;
  readonly editing: UserPlan | null;
  readonly onDone: () => void;
}

/** Add or edit a plan of the student (spec 002 'Student plan form'); errors show as a toast. */
export const StudentPlanForm = ({ studentId, editing, onDone }: Props) => {
  const notify = useNotify();
  const [planId, setPlanId] = useState(editing?.planId ?? '');
  const [status, setStatus] = useState(editing?.status ?? 'active');
  const [installments, setInstallments] = useState(editing?.installments ?? 1);
  // Default payment method: outros.
  const [paymentMethod, setPaymentMethod] = useState(editing?.paymentMethod ?? 'outros');
  const [discountType, setDiscountType] = useState(editing?.discountType ?? '');
  const [discount, setDiscount] = useState(
    editing
      ? String(editing.discountType === 'fixed' ? formatBRL(editing.discount).replace('R$ ', '') : editing.discount)
      : '',
  );
  const [startDate, setStartDate] = useState(editing?.startDate ?? toSaoPauloDate(new Date()));
  const [endDate, setEndDate] = useState(editing?.endDate ?? '');
  const [saving, setSaving] = useState(false);

  const { data: plans = [] } = useGetList<Plan>(
    'plans',
    { pagination: { page: 1, perPage: 25 } },
    {
      ...readOnce,
      onError: (error) => notify(errorMessage(error), { type: 'error' }),
    },
  );
  const saveStudentPlan = useSaveRecord<UserPlan>('studentPlans');

  const plan = plans.find((p) => p.id === planId);
  const value = plan?.value ?? editing?.subtotal ?? 0;
  const discountNumber =
    discountType === 'fixed' ? (parseBRLToCents(discount) ?? 0) : Number(discount.replace(',', '.')) || 0;
  const preview = priceOf(value, (discountType || null) as 'percentual' | 'fixed' | null, discountNumber, installments);

  async function save() {
    if (!planId) return notify(messages.required, { type: 'error' });
    setSaving(true);
    try {
      await saveStudentPlan(
        editing?.id,
        {
          id: editing?.id ?? null,
          userId: studentId,
          planId,
          status,
          installments,
          paymentMethod,
          discountType: discountType || null,
          discount: discountType ? discountNumber : 0,
          startDate: startDate || null,
          endDate: endDate || null,
        },
        editing ?? undefined,
      );
      onDone();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}
      component="form"
      aria-label="Plano do aluno"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <TextField
        select
        label="Plano"
        value={planId}
        disabled={Boolean(editing)}
        onChange={(e) => setPlanId(e.target.value)}
      >
        {plans.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {p.name} ({formatBRL(p.value)})
          </MenuItem>
        ))}
      </TextField>
      <TextField select label="Status" value={status} onChange={(e) => setStatus(e.target.value)}>
        {formStudentPlanStatuses.map((s) => (
          <MenuItem key={s} value={s}>
            {studentPlanStatusLabels[s]}
          </MenuItem>
        ))}
      </TextField>
      {/* The installments input appears only when adding a plan with a value above 0. */}
      {!editing && value > 0 && (
        <TextField
          select
          label="Parcelas"
          value={installments}
          onChange={(e) => setInstallments(Number(e.target.value))}
        >
          {Array.from({ length: Math.max(1, plan?.installments ?? 1) }, (_, i) => i + 1).map((n) => (
            <MenuItem key={n} value={n}>
              {n}x
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        select
        label="Método de pagamento"
        value={paymentMethod}
        onChange={(e) => setPaymentMethod(e.target.value)}
      >
        {paymentMethods.map((m) => (
          <MenuItem key={m} value={m}>
            {paymentMethodLabels[m]}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label="Tipo de desconto" value={discountType} onChange={(e) => setDiscountType(e.target.value)}>
        <MenuItem value="">Sem desconto</MenuItem>
        {discountTypes.map((t) => (
          <MenuItem key={t} value={t}>
            {discountTypeLabels[t]}
          </MenuItem>
        ))}
      </TextField>
      {/* The discount input appears once a discount type is chosen. */}
      {discountType && (
        <TextField
          label={discountType === 'fixed' ? 'Desconto (R$)' : 'Desconto (%)'}
          value={discount}
          onChange={(e) => setDiscount(e.target.value.replace(/[^\d.,]/g, ''))}
        />
      )}
      <BrDateField label="Data de início" value={startDate} onChange={setStartDate} />
      <BrDateField label="Data de término" value={endDate} onChange={setEndDate} />
      <Box sx={{ gridColumn: '1 / -1' }} aria-label="Resumo do valor">
        <Typography>Subtotal: {formatBRL(preview.subtotal)}</Typography>
        <Typography>
          Total: <strong>{formatBRL(preview.total)}</strong>
        </Typography>
        <Typography>
          {installments}x de {formatBRL(preview.perInstallment)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, gridColumn: '1 / -1' }}>
        <Button type="submit" variant="contained" disabled={saving}>
          Salvar
        </Button>
        <Button onClick={onDone}>Cancelar</Button>
      </Box>
    </Box>
  );
};
