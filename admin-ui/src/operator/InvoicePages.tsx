import { Button, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { operatorConsoleMessages as t } from '@gym/contracts/console/consoleMessages';
import { operatorApi, type Invoice } from '../dataProvider/operator';
import { StackedTable } from '../layout/StackedTable';
import { brl, day, useErrorToast } from './shared';

export const invoiceStatusLabel = (status: string) =>
  status === 'paid' ? t.paid : status === 'overdue' ? t.overdueStatus : t.pending;
const colour = (status: string) => (status === 'paid' ? 'success' : status === 'overdue' ? 'error' : 'warning');

function InvoiceTable({
  invoices,
  onPaid,
  withAccount,
}: {
  invoices: Invoice[];
  onPaid: () => void;
  withAccount?: boolean;
}) {
  const fail = useErrorToast();
  return (
    <StackedTable>
      <Table size="small">
        <TableHead>
          <TableRow>
            {withAccount && <TableCell>{t.accounts}</TableCell>}
            <TableCell>{t.plan}</TableCell>
            <TableCell>{t.period}</TableCell>
            <TableCell>{t.usage}</TableCell>
            <TableCell>{t.total}</TableCell>
            <TableCell>{t.dueDate}</TableCell>
            <TableCell>{t.status}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {invoices.map((invoice) => (
            <TableRow key={invoice.id} data-testid="invoice-row">
              {withAccount && (
                <TableCell>
                  <Link to={`/accounts/${invoice.accountId}/billings`}>{t.edit}</Link>
                </TableCell>
              )}
              <TableCell>{invoice.planName}</TableCell>
              <TableCell>{`${day(invoice.periodStart)} - ${day(invoice.periodEnd)}`}</TableCell>
              <TableCell>{`${invoice.usage.users} / ${invoice.usage.filials} / ${brl(invoice.usage.revenueCents)}`}</TableCell>
              <TableCell>{brl(invoice.total)}</TableCell>
              <TableCell>{day(invoice.dueDate)}</TableCell>
              <TableCell>
                <Chip size="small" color={colour(invoice.status)} label={invoiceStatusLabel(invoice.status)} />
              </TableCell>
              <TableCell>
                {invoice.status !== 'paid' && (
                  <Button size="small" onClick={() => operatorApi.markPaid(invoice.id).then(onPaid, fail)}>
                    {t.markPaid}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </StackedTable>
  );
}

/** The Faturas tab of an account. */
export function AccountInvoicesTab({ accountId }: { accountId: string }) {
  const [invoices, setInvoices] = useState<Invoice[] | null>(null);
  const fail = useErrorToast();
  const load = () => operatorApi.invoices({ accountId }).then((p) => setInvoices(p.list), fail);
  useEffect(() => {
    void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [accountId]);
  if (!invoices) return null;
  return invoices.length ? <InvoiceTable invoices={invoices} onPaid={load} /> : <Typography>{t.noInvoices}</Typography>;
}

/** Every overdue invoice of the platform: the accounts to chase. */
export function InvoicesPage() {
  const [invoices, setInvoices] = useState<Invoice[] | null>(null);
  const fail = useErrorToast();
  const load = () => operatorApi.invoices({ status: 'overdue' }).then((p) => setInvoices(p.list), fail);
  useEffect(() => {
    void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Stack spacing={2}>
      <Typography variant="h5">{t.overdue}</Typography>
      {invoices?.length === 0 && <Typography>{t.noInvoices}</Typography>}
      {!!invoices?.length && <InvoiceTable invoices={invoices} onPaid={load} withAccount />}
    </Stack>
  );
}
