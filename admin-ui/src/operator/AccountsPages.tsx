import {
  Box,
  Button,
  MenuItem,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { accountPlanLabel as label, operatorConsoleMessages as t } from '@gym/contracts/console/consoleMessages';
import { accountTypes } from '@gym/contracts/accounts/enums';
import { operatorApi, type OperatorAccount, type Relationship } from '../dataProvider/operator';
import { StackedTable } from '../layout/StackedTable';
import { useErrorToast, useToast } from './shared';
import { AccountPlansTab } from './RelationshipPages';
import { AccountInvoicesTab } from './InvoicePages';
import { OperatorAccountSettings } from './OperatorAccountSettings';

function PlanCell({ accountId }: { accountId: string }) {
  const [rels, setRels] = useState<Relationship[] | null>(null);
  useEffect(() => {
    operatorApi.relationships(accountId).then(setRels, () => setRels([]));
  }, [accountId]);
  return (
    <>
      {rels
        ?.filter((r) => r.status === 'active')
        .map((r) => r.accountPlanName)
        .join(', ') || '—'}
    </>
  );
}

/** Every account, searchable, with its status, type, plan and usage (issue 23). */
export function AccountsPage() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState<{ list: OperatorAccount[]; totalEntries: number } | null>(null);
  const fail = useErrorToast();
  useEffect(() => {
    const timer = setTimeout(() => operatorApi.accounts(search).then(setPage, fail), 250);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h5">{t.accounts}</Typography>
        <Button variant="contained" component={Link} to="/accounts/new">
          {t.newAccount}
        </Button>
      </Stack>
      <TextField label={t.search} value={search} onChange={(e) => setSearch(e.target.value)} size="small" />
      <StackedTable>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t.name}</TableCell>
              <TableCell>{t.code}</TableCell>
              <TableCell>{t.status}</TableCell>
              <TableCell>{t.type}</TableCell>
              <TableCell>{t.plan}</TableCell>
              <TableCell>{t.users}</TableCell>
              <TableCell>{t.invoices}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {page?.list.map((account) => (
              <TableRow key={account.id}>
                <TableCell>
                  <Link to={`/accounts/${account.id}/edit`}>{account.name}</Link>
                </TableCell>
                <TableCell>{account.code}</TableCell>
                <TableCell>{account.status}</TableCell>
                <TableCell>{label(account.accountType)}</TableCell>
                <TableCell>
                  <PlanCell accountId={account.id} />
                </TableCell>
                <TableCell>{account.totalUsersActive}</TableCell>
                <TableCell>{account.billingPending ? t.overdueStatus : '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </StackedTable>
    </Stack>
  );
}

/**
 * /alderaan/accounts/{id}/edit, /plans and /billings: the account settings in the operator scope (every
 * tab, see OperatorAccountSettings) and the Planos and Faturas tabs.
 */
export function AccountEditPage({ tab }: { tab: 'general' | 'plans' | 'billings' }) {
  const { id = '' } = useParams();
  const [account, setAccount] = useState<OperatorAccount | null>(null);
  const fail = useErrorToast();
  useEffect(() => {
    operatorApi.account(id).then(setAccount, fail);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
  if (!account) return null;
  return (
    <Stack spacing={2}>
      <Typography variant="h5">{`${account.code}/configuracoes`}</Typography>
      <Tabs value={tab} variant="scrollable" allowScrollButtonsMobile>
        <Tab value="general" label={t.general} component={Link} to={`/accounts/${id}/edit`} />
        <Tab value="plans" label={t.plans} component={Link} to={`/accounts/${id}/plans`} />
        <Tab value="billings" label={t.invoices} component={Link} to={`/accounts/${id}/billings`} />
      </Tabs>
      {tab === 'general' && (
        <OperatorAccountSettings accountId={id} onSaved={() => void operatorApi.account(id).then(setAccount)} />
      )}
      {tab === 'plans' && <AccountPlansTab accountId={id} />}
      {tab === 'billings' && <AccountInvoicesTab accountId={id} />}
    </Stack>
  );
}

/** /alderaan/accounts/new: a gym and its owner's login; once created it moves to its edit address (spec 000). */
export function AccountNewPage() {
  const [values, setValues] = useState({
    name: '',
    code: '',
    accountType: 'gym',
    ownerName: '',
    ownerLastName: '',
    email: '',
    password: '',
  });
  const navigate = useNavigate();
  const toast = useToast();
  const fail = useErrorToast();
  const set = (field: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));
  return (
    <Box
      component="form"
      onSubmit={async (event) => {
        event.preventDefault();
        try {
          const saved = await operatorApi.saveAccount({
            name: values.name,
            code: values.code || null,
            accountType: values.accountType,
            owner: {
              name: values.ownerName,
              lastName: values.ownerLastName,
              email: values.email,
              password: values.password,
            },
          });
          toast(t.accountCreated);
          navigate(`/accounts/${saved.id}/edit`);
        } catch (error) {
          fail(error);
        }
      }}
    >
      <Stack spacing={2} sx={{ maxWidth: 520 }}>
        <Typography variant="h5">{t.newAccount}</Typography>
        <TextField label={t.name} name="name" value={values.name} onChange={set('name')} required />
        <TextField label={t.code} name="code" value={values.code} onChange={set('code')} />
        <TextField select label={t.type} name="accountType" value={values.accountType} onChange={set('accountType')}>
          {accountTypes.map((s) => (
            <MenuItem key={s} value={s}>
              {label(s)}
            </MenuItem>
          ))}
        </TextField>
        <TextField label={t.ownerName} name="ownerName" value={values.ownerName} onChange={set('ownerName')} required />
        <TextField
          label={t.ownerLastName}
          name="ownerLastName"
          value={values.ownerLastName}
          onChange={set('ownerLastName')}
          required
        />
        <TextField
          label={t.ownerEmail}
          name="email"
          type="email"
          value={values.email}
          onChange={set('email')}
          required
        />
        <TextField
          label={t.ownerPassword}
          name="password"
          type="password"
          value={values.password}
          onChange={set('password')}
          required
        />
        <Button type="submit" variant="contained">
          {t.save}
        </Button>
      </Stack>
    </Box>
  );
}
