import {
  Box,
  Button,
  IconButton,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { accountPlanLabel as label, operatorConsoleMessages as t } from '@gym/contracts/console/consoleMessages';
import {
  accountBillingTriggerTypes,
  accountPlanMessages,
  accountPlanRecurrences,
  accountPlanTypes,
} from '@gym/contracts/accountPlans/index';
import { accountTypes } from '@gym/contracts/accounts/enums';
import { operatorApi, type AccountPlan } from '../dataProvider/operator';
import { StackedTable } from '../layout/StackedTable';
import { addRule, changeRule, removeRule, type RuleRow } from './pricingRules';
import { MoneyField } from '../lib/MoneyField';
import { brl, useErrorToast, useToast } from './shared';

export function PlansPage() {
  const [plans, setPlans] = useState<AccountPlan[] | null>(null);
  const fail = useErrorToast();
  useEffect(() => {
    operatorApi.plans().then(setPlans, fail);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h5">{t.plans}</Typography>
        <Button variant="contained" component={Link} to="/plans/new">
          {t.newPlan}
        </Button>
      </Stack>
      {plans?.length === 0 && <Typography>{t.noPlans}</Typography>}
      <StackedTable>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t.name}</TableCell>
              <TableCell>{t.planType}</TableCell>
              <TableCell>{t.value}</TableCell>
              <TableCell>{t.recurrence}</TableCell>
              <TableCell>{t.pricingRules}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {plans?.map((plan) => (
              <TableRow key={plan.id}>
                <TableCell>
                  <Link to={`/plans/${plan.id}/edit`}>{plan.name}</Link>
                </TableCell>
                <TableCell>{`${label(plan.planType)} / ${plan.planTypeValue}`}</TableCell>
                <TableCell>{brl(plan.value)}</TableCell>
                <TableCell>{`${plan.recurrenceQuantity} × ${label(plan.recurrence)}`}</TableCell>
                <TableCell>{plan.accountPlanPricingRules.length}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </StackedTable>
    </Stack>
  );
}

interface PlanForm {
  name: string;
  code: string;
  recurrence: string;
  recurrenceQuantity: string;
  planType: string;
  planTypeValue: string;
  /** Cents. */
  value: number;
  maxInstallments: string;
  billingTriggerType: string;
  billingTriggerDay: string;
  cycles: string;
  accountType: string;
  rules: readonly RuleRow[];
}
const empty: PlanForm = {
  name: '',
  code: '',
  recurrence: 'monthly',
  recurrenceQuantity: '1',
  planType: 'users',
  planTypeValue: '1',
  value: 0,
  maxInstallments: '1',
  // Spec 000: the billing trigger defaults to the first option (start of period).
  billingTriggerType: accountBillingTriggerTypes[0],
  billingTriggerDay: '',
  cycles: '0',
  accountType: '',
  rules: [],
};
const formOf = (plan: AccountPlan): PlanForm => ({
  name: plan.name,
  code: plan.code,
  recurrence: plan.recurrence,
  recurrenceQuantity: String(plan.recurrenceQuantity),
  planType: plan.planType,
  planTypeValue: String(plan.planTypeValue),
  value: plan.value,
  maxInstallments: String(plan.maxInstallments),
  billingTriggerType: plan.billingTriggerType,
  billingTriggerDay: plan.billingTriggerDay ? String(plan.billingTriggerDay) : '',
  cycles: String(plan.cycles),
  accountType: plan.accountType ?? '',
  rules: plan.accountPlanPricingRules.map((r) => ({ ...r, description: r.description ?? '' })),
});
const int = (text: string) => {
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) ? n : 0;
};

/** /alderaan/plans/new and /alderaan/plans/{id}/edit: every field of AccountPlan and the pricing-rule editor. */
export function PlanFormPage() {
  const { id } = useParams();
  const [form, setForm] = useState<PlanForm>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const navigate = useNavigate();
  const toast = useToast();
  const fail = useErrorToast();
  useEffect(() => {
    if (id) operatorApi.plan(id).then((plan) => plan && setForm(formOf(plan)), fail);
    else setForm(empty);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
  const set = (field: keyof PlanForm) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: e.target.value }));
  const setRule = (index: number, change: Partial<RuleRow>) => {
    const result = changeRule(form.rules, index, change);
    if (result.rejected) toast(result.rejected, 'warning', 3000);
    else setForm((f) => ({ ...f, rules: result.rules }));
  };
  const save = async () => {
    const fieldErrors: Record<string, string> = {};
    if (!form.name.trim()) fieldErrors.name = accountPlanMessages.nameRequired;
    if (!form.billingTriggerType) fieldErrors.billingTriggerType = accountPlanMessages.billingTriggerRequired;
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length) return;
    try {
      const cycles = int(form.cycles);
      const saved = await operatorApi.savePlan({
        ...(id ? { id } : {}),
        name: form.name,
        code: form.code || null,
        recurrence: form.recurrence,
        recurrenceQuantity: Math.max(1, int(form.recurrenceQuantity)),
        planType: form.planType,
        planTypeValue: Math.max(1, int(form.planTypeValue)),
        value: form.value,
        maxInstallments: Math.max(1, int(form.maxInstallments)),
        billingTriggerType: form.billingTriggerType,
        billingTriggerDay: form.billingTriggerType === 'day_of_month' ? int(form.billingTriggerDay) || null : null,
        cycles: Math.max(cycles, 0),
        accountType: form.accountType || null,
        accountPlanPricingRules: form.rules.map((r, i) => ({
          ...(r.id ? { id: r.id } : {}),
          metricType: r.metricType,
          metricThreshold: Math.trunc(Number(r.metricThreshold) || 0),
          basePrice: r.basePrice,
          description: r.description || null,
          order: Math.trunc(Number(r.order) || i + 1),
        })),
      });
      toast(accountPlanMessages.saved);
      if (!id) navigate(`/plans/${saved.id}/edit`);
    } catch (error) {
      fail(error);
    }
  };
  return (
    <Box
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        <Typography variant="h5">{id ? form.name || t.plans : t.newPlan}</Typography>
        <TextField
          label={t.name}
          name="name"
          value={form.name}
          onChange={set('name')}
          error={!!errors.name}
          helperText={errors.name}
        />
        <TextField label={t.code} name="code" value={form.code} onChange={set('code')} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            fullWidth
            label={t.recurrence}
            name="recurrence"
            value={form.recurrence}
            onChange={set('recurrence')}
          >
            {accountPlanRecurrences.map((r) => (
              <MenuItem key={r} value={r}>
                {label(r)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            fullWidth
            label={t.recurrenceQuantity}
            name="recurrenceQuantity"
            type="number"
            value={form.recurrenceQuantity}
            onChange={set('recurrenceQuantity')}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            fullWidth
            label={t.planType}
            name="planType"
            value={form.planType}
            onChange={set('planType')}
          >
            {accountPlanTypes.map((r) => (
              <MenuItem key={r} value={r}>
                {label(r)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            fullWidth
            label={t.planTypeValue}
            name="planTypeValue"
            type="number"
            value={form.planTypeValue}
            onChange={set('planTypeValue')}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <MoneyField
            fullWidth
            label={t.value}
            name="value"
            cents={form.value}
            onCents={(value) => setForm((f) => ({ ...f, value }))}
          />
          <TextField
            fullWidth
            label={t.maxInstallments}
            name="maxInstallments"
            type="number"
            value={form.maxInstallments}
            onChange={set('maxInstallments')}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            fullWidth
            label={t.billingTrigger}
            name="billingTriggerType"
            value={form.billingTriggerType}
            onChange={set('billingTriggerType')}
            error={!!errors.billingTriggerType}
            helperText={errors.billingTriggerType}
          >
            {accountBillingTriggerTypes.map((r) => (
              <MenuItem key={r} value={r}>
                {label(r)}
              </MenuItem>
            ))}
          </TextField>
          {form.billingTriggerType === 'day_of_month' && (
            <TextField
              fullWidth
              label={t.billingDay}
              name="billingTriggerDay"
              type="number"
              value={form.billingTriggerDay}
              onChange={set('billingTriggerDay')}
            />
          )}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            fullWidth
            label={t.cycles}
            name="cycles"
            type="number"
            value={form.cycles}
            onChange={set('cycles')}
            helperText={t.cyclesHint}
          />
          <TextField
            select
            fullWidth
            label={t.accountType}
            name="accountType"
            value={form.accountType}
            onChange={set('accountType')}
          >
            <MenuItem value="">{t.none}</MenuItem>
            {accountTypes.map((r) => (
              <MenuItem key={r} value={r}>
                {label(r)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <Typography variant="h6">{t.pricingRules}</Typography>
        {form.rules.map((rule, index) => (
          <Stack
            // biome-ignore lint/suspicious/noArrayIndexKey: a rule has no id while being edited and two may share an order
            key={`${index}-${rule.order}`}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            data-testid="pricing-rule"
          >
            <TextField
              select
              label={t.metric}
              name={`rule-${index}-metric`}
              value={rule.metricType}
              onChange={(e) => setRule(index, { metricType: e.target.value })}
              sx={{ minWidth: 200 }}
            >
              {accountPlanTypes.map((r) => (
                <MenuItem key={r} value={r}>
                  {label(r)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t.threshold}
              name={`rule-${index}-threshold`}
              type="number"
              value={rule.metricThreshold}
              onChange={(e) => setRule(index, { metricThreshold: int(e.target.value) })}
            />
            <MoneyField
              label={t.basePrice}
              name={`rule-${index}-price`}
              cents={rule.basePrice}
              onCents={(basePrice) => setRule(index, { basePrice })}
            />
            <TextField
              label={t.description}
              name={`rule-${index}-description`}
              value={rule.description}
              onChange={(e) => setRule(index, { description: e.target.value })}
            />
            <TextField
              label={t.order}
              name={`rule-${index}-order`}
              type="number"
              value={rule.order}
              onChange={(e) => setRule(index, { order: int(e.target.value) })}
              sx={{ maxWidth: 90 }}
            />
            <IconButton
              aria-label={t.removeRule}
              onClick={() => setForm((f) => ({ ...f, rules: removeRule(f.rules, index) }))}
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
        ))}
        <Box>
          <Button onClick={() => setForm((f) => ({ ...f, rules: addRule(f.rules) }))} disabled={form.rules.length >= 3}>
            {t.addRule}
          </Button>
        </Box>
        <Button type="submit" variant="contained">
          {t.save}
        </Button>
      </Stack>
    </Box>
  );
}
