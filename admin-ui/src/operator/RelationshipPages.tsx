import {
  Box,
  Button,
  FormControlLabel,
  MenuItem,
  Paper,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { accountPlanLabel as label, operatorConsoleMessages as t } from '@gym/contracts/console/consoleMessages';
import { accountDiscountTypes, accountPlanMessages } from '@gym/contracts/accountPlans/index';
import { operatorApi, type AccountPlan, type Preview, type Relationship } from '../dataProvider/operator';
import { StackedTable } from '../layout/StackedTable';
import { MoneyField } from '../lib/MoneyField';
import { brl, day, useErrorToast, useToast } from './shared';
import { discountError, usageText } from './relationshipRules';

/** Ours: the spec names a payment method and a charge location without listing them. */
const paymentMethods = ['boleto', 'credit_card', 'pix'];
const stores = ['mundipagg', 'stripe'];

/** The Planos tab of an account: its subscriptions, and the form that adds or updates one. */
export function AccountPlansTab({ accountId }: { accountId: string }) {
  const [rels, setRels] = useState<Relationship[] | null>(null);
  const [editing, setEditing] = useState<Relationship | 'new' | null>(null);
  const fail = useErrorToast();
  const load = () => operatorApi.relationships(accountId).then(setRels, fail);
  useEffect(() => {
    void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [accountId]);
  return (
    <Stack spacing={2}>
      {rels?.length === 0 && <Typography>{t.noSubscriptions}</Typography>}
      {!!rels?.length && (
        <StackedTable>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t.plan}</TableCell>
                <TableCell>{t.startPlan}</TableCell>
                <TableCell>{t.planValue}</TableCell>
                <TableCell>{t.installments}</TableCell>
                <TableCell>{t.nextInvoice}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rels.map((rel) => (
                <TableRow key={rel.id}>
                  <TableCell>{rel.accountPlanName}</TableCell>
                  <TableCell>{day(rel.startPlan)}</TableCell>
                  <TableCell>{brl(rel.planValue)}</TableCell>
                  <TableCell>{rel.installments}</TableCell>
                  <TableCell>{day(rel.nextInvoiceDay)}</TableCell>
                  <TableCell>
                    <Button size="small" onClick={() => setEditing(rel)}>
                      {t.edit}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </StackedTable>
      )}
      {editing === null ? (
        <Box>
          <Button variant="contained" onClick={() => setEditing('new')}>
            {t.newAccountPlan}
          </Button>
        </Box>
      ) : (
        <RelationshipForm
          key={editing === 'new' ? 'new' : editing.id}
          accountId={accountId}
          relationship={editing === 'new' ? null : editing}
          onSaved={() => {
            setEditing(null);
            void load();
          }}
        />
      )}
    </Stack>
  );
}

function RelationshipForm({
  accountId,
  relationship,
  onSaved,
}: {
  accountId: string;
  relationship: Relationship | null;
  onSaved: () => void;
}) {
  const [plans, setPlans] = useState<AccountPlan[]>([]);
  const [planId, setPlanId] = useState(relationship?.accountPlanId ?? '');
  const [startPlan, setStartPlan] = useState(relationship?.startPlan ?? '');
  const [paymentMethod, setPaymentMethod] = useState(relationship?.paymentMethod ?? '');
  const [store, setStore] = useState(relationship?.store ?? '');
  const [installments, setInstallments] = useState(relationship?.installments ?? 1);
  const [hasDiscount, setHasDiscount] = useState(!!relationship?.discountType);
  const [discountType, setDiscountType] = useState(relationship?.discountType ?? 'fixed');
  const [fixedCents, setFixedCents] = useState(relationship?.discountType === 'fixed' ? relationship.discountValue : 0);
  const [percentText, setPercentText] = useState(
    relationship?.discountType === 'percentual' ? String(relationship.discountValue) : '',
  );
  const [preview, setPreview] = useState<Preview | null>(null);
  const navigate = useNavigate();
  const toast = useToast();
  const fail = useErrorToast();
  const plan = plans.find((p) => p.id === planId);
  const discountValue = !hasDiscount ? 0 : discountType === 'fixed' ? fixedCents : Math.trunc(Number(percentText) || 0);
  const percentProblem = hasDiscount && discountType === 'percentual' ? discountError(percentText) : null;
  // Spec 000: the installments select shows only when the plan allows more than 1 (issue 35: it showed for 1).
  const maxInstallments = plan?.maxInstallments ?? 1;
  useEffect(() => {
    operatorApi.plans().then(setPlans, fail);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (!planId) return setPreview(null);
    operatorApi
      .preview({
        accountId,
        accountPlanId: planId,
        discountType: hasDiscount ? discountType : null,
        discountValue,
        startPlan: startPlan || null,
      })
      .then(setPreview, () => setPreview(null));
  }, [accountId, planId, hasDiscount, discountType, discountValue, startPlan]);
  const save = async () => {
    if (!planId || !store || !paymentMethod) {
      toast(accountPlanMessages.requiredFields, 'error');
      return;
    }
    if (percentProblem) return;
    try {
      await operatorApi.saveRelationship({
        ...(relationship ? { id: relationship.id } : {}),
        accountId,
        accountPlanId: planId,
        paymentMethod,
        startPlan: startPlan || null,
        discountType: hasDiscount ? discountType : null,
        discountValue: hasDiscount ? discountValue : null,
        store,
        installments: Math.min(installments, maxInstallments),
      });
      toast(accountPlanMessages.saved);
      onSaved();
      navigate(`/accounts/${accountId}/plans`);
    } catch (error) {
      fail(error);
    }
  };
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Box
        component="form"
        sx={{ flex: 1, width: '100%' }}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Stack spacing={2}>
          <TextField
            select
            label={t.plan}
            name="accountPlanId"
            value={planId}
            onChange={(e) => setPlanId(e.target.value)}
          >
            {plans.map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t.startPlan}
            name="startPlan"
            type="date"
            value={startPlan}
            onChange={(e) => setStartPlan(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            select
            label={t.paymentMethod}
            name="paymentMethod"
            value={paymentMethod}
            onChange={(e) => setPaymentMethod(e.target.value)}
          >
            {paymentMethods.map((m) => (
              <MenuItem key={m} value={m}>
                {label(m)}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label={t.store} name="store" value={store} onChange={(e) => setStore(e.target.value)}>
            {stores.map((m) => (
              <MenuItem key={m} value={m}>
                {label(m)}
              </MenuItem>
            ))}
          </TextField>
          {maxInstallments > 1 && (
            <TextField
              select
              label={t.installments}
              name="installments"
              value={Math.min(installments, maxInstallments)}
              onChange={(e) => setInstallments(Number(e.target.value))}
            >
              {Array.from({ length: maxInstallments }, (_, i) => i + 1).map((n) => (
                <MenuItem key={n} value={n}>
                  {n}
                </MenuItem>
              ))}
            </TextField>
          )}
          <FormControlLabel
            control={<Switch checked={hasDiscount} onChange={(e) => setHasDiscount(e.target.checked)} />}
            label={t.discount}
          />
          {hasDiscount && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                select
                fullWidth
                label={t.discountType}
                name="discountType"
                value={discountType}
                onChange={(e) => setDiscountType(e.target.value)}
              >
                {accountDiscountTypes.map((d) => (
                  <MenuItem key={d} value={d}>
                    {label(d)}
                  </MenuItem>
                ))}
              </TextField>
              {discountType === 'fixed' ? (
                <MoneyField
                  fullWidth
                  label={`${t.discountValue} (R$)`}
                  name="discountValue"
                  cents={fixedCents}
                  onCents={setFixedCents}
                />
              ) : (
                <TextField
                  fullWidth
                  label={`${t.discountValue} (%)`}
                  name="discountValue"
                  value={percentText}
                  onChange={(e) => setPercentText(e.target.value.replace(/\D/g, '').slice(0, 3))}
                  error={!!percentProblem}
                  helperText={percentProblem ?? ' '}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
              )}
            </Stack>
          )}
          <Button type="submit" variant="contained">
            {relationship ? t.update : t.add}
          </Button>
        </Stack>
      </Box>
      <Paper variant="outlined" sx={{ p: 2, minWidth: 240, width: { xs: '100%', md: 'auto' } }} data-testid="preview">
        <Typography variant="h6">{t.preview}</Typography>
        {preview && (
          <Stack spacing={0.5}>
            <TextField
              label={t.planValue}
              value={brl(preview.planValue)}
              slotProps={{ input: { readOnly: true } }}
              size="small"
            />
            <TextField
              label={t.recurrence}
              value={`${preview.recurrenceQuantity} × ${label(preview.recurrence)}`}
              slotProps={{ input: { readOnly: true } }}
              size="small"
            />
            <TextField
              label={t.planType}
              value={`${label(preview.type)} / ${preview.typeValue}`}
              slotProps={{ input: { readOnly: true } }}
              size="small"
            />
            <TextField
              label={t.unitsCounted}
              name="units"
              value={String(preview.units)}
              slotProps={{ input: { readOnly: true } }}
              size="small"
            />
            <TextField
              label={t.usageCounted}
              name="usage"
              value={`${usageText(preview.type, preview.usage)} ${preview.meteredOn ? t.countedOn(day(preview.meteredOn)) : t.countedToday}`}
              slotProps={{ input: { readOnly: true } }}
              size="small"
              multiline
            />
            <TextField
              label={t.discount}
              value={brl(preview.discount)}
              slotProps={{ input: { readOnly: true } }}
              size="small"
            />
            <TextField
              label={t.totalValue}
              name="totalValue"
              value={brl(preview.totalValue)}
              slotProps={{ input: { readOnly: true } }}
              size="small"
            />
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
