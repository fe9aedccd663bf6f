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
import { brl, day, fromCents, toCents, useErrorToast, useToast } from './shared';

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
  const [discountText, setDiscountText] = useState(
    relationship?.discountType === 'fixed'
      ? fromCents(relationship.discountValue)
      : String(relationship?.discountValue ?? ''),
  );
  const [preview, setPreview] = useState<Preview | null>(null);
  const navigate = useNavigate();
  const toast = useToast();
  const fail = useErrorToast();
  const plan = plans.find((p) => p.id === planId);
  const discountValue = !hasDiscount
    ? 0
    : discountType === 'fixed'
      ? toCents(discountText)
      : Math.trunc(Number(discountText) || 0);
  useEffect(() => {
    operatorApi.plans().then(setPlans, fail);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (!planId) return setPreview(null);
    operatorApi
      .preview({ accountId, accountPlanId: planId, discountType: hasDiscount ? discountType : null, discountValue })
      .then(setPreview, () => setPreview(null));
  }, [accountId, planId, hasDiscount, discountType, discountValue]);
  const save = async () => {
    if (!planId || !store || !paymentMethod) {
      toast(accountPlanMessages.requiredFields, 'error');
      return;
    }
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
        installments,
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
          <TextField
            select
            label={t.installments}
            name="installments"
            value={installments}
            onChange={(e) => setInstallments(Number(e.target.value))}
          >
            {Array.from({ length: plan?.maxInstallments ?? 1 }, (_, i) => i + 1).map((n) => (
              <MenuItem key={n} value={n}>
                {n}
              </MenuItem>
            ))}
          </TextField>
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
              <TextField
                fullWidth
                label={t.discountValue}
                name="discountValue"
                value={discountText}
                onChange={(e) => setDiscountText(e.target.value)}
              />
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
