import {
  Card,
  CardContent,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Title, useGetList } from 'react-admin';
import { operatorConsoleMessages as t } from '@gym/contracts/console/consoleMessages';
import { formatBRL } from '@gym/contracts/validation/money';
import { formatDate } from '@gym/contracts/validation/date';
import { readOnce } from '../dataProvider/hooks';
import type { Invoice, Relationship } from '../dataProvider/operator';
import { StackedTable } from '../layout/StackedTable';
import { useNotifyRequestError } from '../lib/notifyError';

const statusLabel = (status: string) =>
  status === 'paid' ? t.paid : status === 'overdue' ? t.overdueStatus : t.pending;

/** /{account}/admin/account-plans: the plan the platform bills this account with. */
export function AccountPlansPage() {
  const notifyError = useNotifyRequestError();
  const { data: rels } = useGetList<Relationship>('account-plans', {}, { ...readOnce, onError: notifyError });
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title="Planos da Conta" />
      {rels?.length === 0 && <Typography>{t.noSubscriptions}</Typography>}
      {rels?.map((rel) => (
        <Card key={rel.id} variant="outlined">
          <CardContent>
            <Typography variant="h6">{rel.accountPlanName}</Typography>
            <Typography>{`${t.planValue}: ${formatBRL(rel.planValue)}`}</Typography>
            <Typography>{`${t.startPlan}: ${formatDate(rel.startPlan)}`}</Typography>
            <Typography>{`${t.installments}: ${rel.installments}`}</Typography>
            {rel.nextInvoiceDay && <Typography>{`${t.nextInvoice}: ${formatDate(rel.nextInvoiceDay)}`}</Typography>}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/** /{account}/admin/account-billings: the invoices (faturas) the platform issued to this account. */
export function AccountBillingsPage() {
  const notifyError = useNotifyRequestError();
  const { data: invoices } = useGetList<Invoice>('account-billings', {}, { ...readOnce, onError: notifyError });
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title="Faturas" />
      {invoices?.length === 0 && <Typography>{t.noInvoices}</Typography>}
      {!!invoices?.length && (
        <StackedTable>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t.plan}</TableCell>
                <TableCell>{t.period}</TableCell>
                <TableCell>{t.users}</TableCell>
                <TableCell>{t.total}</TableCell>
                <TableCell>{t.dueDate}</TableCell>
                <TableCell>{t.status}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {invoices.map((invoice) => (
                <TableRow key={invoice.id} data-testid="invoice-row">
                  <TableCell>{invoice.planName}</TableCell>
                  <TableCell>{`${formatDate(invoice.periodStart)} - ${formatDate(invoice.periodEnd)}`}</TableCell>
                  <TableCell>{invoice.usage.users}</TableCell>
                  <TableCell>{formatBRL(invoice.total)}</TableCell>
                  <TableCell>{formatDate(invoice.dueDate)}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={statusLabel(invoice.status)}
                      color={invoice.status === 'paid' ? 'success' : invoice.status === 'overdue' ? 'error' : 'warning'}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </StackedTable>
      )}
    </Stack>
  );
}
