import {
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Confirm, Loading, Title, useBasename, useNotify } from 'react-admin';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { billingConsoleMessages as t } from '@gym/contracts/console/billingConsoleMessages';
import { formatBRL } from '@gym/contracts/validation/money';
import { formatDate, toSaoPauloDate } from '@gym/contracts/validation/date';
import type { BillingLadder } from '../dataProvider/billing';
import { useAdminDataProvider, useAdminQuery } from '../dataProvider/hooks';
import { StackedTable } from '../layout/StackedTable';
import { useNotifyRequestError } from '../lib/notifyError';
import { DateRangePicker } from '../lib/DateRangePicker';
import { fromDateParam, presetRanges, toDateParam } from '../lib/dateRangePresets';
import { ladderFromForm, ladderToForm, type LadderForm } from './ladderForm';

const Figure = ({ label, value, testId }: { label: string; value: string; testId: string }) => (
  <Card sx={{ minWidth: 180, flex: '1 1 180px' }}>
    <CardContent>
      <Typography color="text.secondary">{label}</Typography>
      <Typography variant="h5" data-testid={testId}>
        {value}
      </Typography>
    </CardContent>
  </Card>
);

/** The recovery report of the period (São Paulo days, the billing report's date-range picker). */
const RecoveryReportSection = () => {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const onError = useNotifyRequestError();
  const today = toSaoPauloDate(new Date());
  const thisMonth = presetRanges(today)[4]!.range;
  const from = toSaoPauloDate(params.get('from_date') ?? '') || thisMonth.from;
  const to = toSaoPauloDate(params.get('to_date') ?? '') || thisMonth.to;
  const { data: report } = useAdminQuery(
    ['recoveryReport', from, to],
    (dp) => dp.recoveryReport(fromDateParam(from), toDateParam(to)),
    { onError },
  );
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h6" component="h2">
          {t.reportTitle}
        </Typography>
        <DateRangePicker
          today={today}
          value={{ from, to }}
          onConfirm={(range) => {
            const search = new URLSearchParams({
              from_date: fromDateParam(range.from),
              to_date: toDateParam(range.to),
            });
            navigate(`/cobranca?${search.toString()}`);
          }}
        />
      </Box>
      {!report ? (
        <Loading />
      ) : (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Figure label={t.failed} value={String(report.failed)} testId="recovery-failed" />
          <Figure label={t.recovered} value={String(report.recovered)} testId="recovery-recovered" />
          <Figure label={t.recoveredAmount} value={formatBRL(report.recoveredAmount)} testId="recovery-amount" />
          <Figure label={t.writtenOff} value={String(report.writtenOff)} testId="recovery-written-off" />
          <Figure label={t.cancelled} value={String(report.cancelled)} testId="recovery-cancelled" />
        </Box>
      )}
    </Box>
  );
};

/** Every overdue payment of the account, with staff's two actions: charge the card now, or write it off. */
const OverdueSection = () => {
  const dataProvider = useAdminDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const onError = useNotifyRequestError();
  const basename = useBasename();
  const [busy, setBusy] = useState<string | null>(null);
  const [writingOff, setWritingOff] = useState<string | null>(null);
  const { data: overdue } = useAdminQuery(['overdueStudents'], (dp) => dp.overdueStudents(), { onError });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin'] });

  const retry = async (paymentId: string) => {
    setBusy(paymentId);
    try {
      const outcome = await dataProvider.retryOverduePayment(paymentId);
      if (outcome.status === 'approved') notify(t.retryApproved, { type: 'success' });
      else notify(t.retryDeclined.replace('{message}', outcome.message ?? ''), { type: 'warning' });
      await refresh();
    } catch (error) {
      onError(error);
    } finally {
      setBusy(null);
    }
  };
  const writeOff = async (paymentId: string) => {
    setWritingOff(null);
    setBusy(paymentId);
    try {
      await dataProvider.writeOffPayment(paymentId);
      notify(t.writtenOffDone, { type: 'success' });
      await refresh();
    } catch (error) {
      onError(error);
    } finally {
      setBusy(null);
    }
  };

  const rows = (overdue ?? []).flatMap((s) => s.payments.map((p) => ({ student: s, payment: p })));
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t.overdueTitle}
      </Typography>
      {!overdue ? (
        <Loading />
      ) : rows.length === 0 ? (
        <Typography color="text.secondary">{t.noOverdue}</Typography>
      ) : (
        <StackedTable>
          <Table size="small" aria-label={t.overdueTitle}>
            <TableHead>
              <TableRow>
                <TableCell>{t.student}</TableCell>
                <TableCell>{t.dueDate}</TableCell>
                <TableCell>{t.value}</TableCell>
                <TableCell>{t.nextRetry}</TableCell>
                <TableCell>{t.actions}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map(({ student, payment }) => (
                <TableRow key={payment.id} data-testid="overdue-row">
                  <TableCell>
                    <Link component={RouterLink} to={`${basename}/alunos/${encodeURIComponent(student.studentId)}`}>
                      {student.studentName}
                    </Link>
                  </TableCell>
                  <TableCell>{formatDate(payment.dueDate)}</TableCell>
                  <TableCell>{formatBRL(payment.value)}</TableCell>
                  <TableCell>{payment.nextRetryOn ? formatDate(payment.nextRetryOn) : t.noRetry}</TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                      <Button
                        size="small"
                        variant="outlined"
                        disabled={busy !== null}
                        onClick={() => void retry(payment.id)}
                      >
                        {t.retry}
                      </Button>
                      <Button
                        size="small"
                        color="warning"
                        disabled={busy !== null}
                        onClick={() => setWritingOff(payment.id)}
                      >
                        {t.writeOff}
                      </Button>
                    </Box>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </StackedTable>
      )}
      <Confirm
        isOpen={writingOff !== null}
        title={t.writeOff}
        content={t.confirmWriteOff}
        confirm={t.writeOff}
        cancel="Cancelar"
        onConfirm={() => writingOff && void writeOff(writingOff)}
        onClose={() => setWritingOff(null)}
      />
    </Box>
  );
};

/** The account's recovery ladder: retry days, check-ins while overdue, cancellation after N overdue payments. */
const LadderSection = () => {
  const dataProvider = useAdminDataProvider();
  const notify = useNotify();
  const onError = useNotifyRequestError();
  const { data: ladder } = useAdminQuery(['billingLadder'], (dp) => dp.billingLadder(), { onError });
  const [form, setForm] = useState<LadderForm | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (ladder) setForm(ladderToForm(ladder));
  }, [ladder]);
  if (!form) return <Loading />;
  const parsed = ladderFromForm(form);
  const save = async (input: BillingLadder) => {
    setSaving(true);
    try {
      setForm(ladderToForm(await dataProvider.setBillingLadder(input)));
      notify(t.ladderSaved, { type: 'success' });
    } catch (error) {
      onError(error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Box component="section" sx={{ maxWidth: 560 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t.ladderTitle}
      </Typography>
      <TextField
        fullWidth
        margin="dense"
        label={t.retryDays}
        value={form.retryDays}
        onChange={(e) => setForm({ ...form, retryDays: e.target.value })}
        error={!parsed.ok && parsed.field === 'retryDays'}
        helperText={!parsed.ok && parsed.field === 'retryDays' ? parsed.message : ' '}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={form.refuseCheckinsWhileOverdue}
            onChange={(e) => setForm({ ...form, refuseCheckinsWhileOverdue: e.target.checked })}
          />
        }
        label={t.refuseCheckins}
      />
      <TextField
        fullWidth
        margin="dense"
        label={t.cancelAfter}
        value={form.cancelAfterOverduePayments}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        onChange={(e) => setForm({ ...form, cancelAfterOverduePayments: e.target.value })}
        error={!parsed.ok && parsed.field === 'cancelAfterOverduePayments'}
        helperText={!parsed.ok && parsed.field === 'cancelAfterOverduePayments' ? parsed.message : ' '}
      />
      <Button variant="contained" disabled={saving || !parsed.ok} onClick={() => parsed.ok && void save(parsed.ladder)}>
        {t.saveLadder}
      </Button>
    </Box>
  );
};

/** /{account}/admin/cobranca: the recovery report, the overdue payments and the ladder (issue 24). */
export const BillingPage = () => (
  <Box sx={{ mt: 2 }}>
    <Title title={t.pageTitle} />
    <RecoveryReportSection />
    <OverdueSection />
    <LadderSection />
  </Box>
);

export default BillingPage;
