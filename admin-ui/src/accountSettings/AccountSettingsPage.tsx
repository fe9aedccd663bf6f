import { Box, Button, Card, CardContent, Link, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useEffect, useMemo, useState } from 'react';
import { Loading, Title, useNotify } from 'react-admin';
import { accountSettingsInputSchema } from '@gym/contracts/accounts/settingsInput';
import { messages } from '@gym/contracts/messages';
import { useReloadAccount } from '../account/useAccount';
import { getAccountSettings, updateAccount } from '../dataProvider/accountSettings';
import { useNotifyRequestError } from '../lib/notifyError';
import { binder } from './fields';
import { CheckinsTab, EmailsTab, GeneralTab, RegisterTab } from './panels';
import { PaymentsPendingBanner, PaymentsTab, useStripeInfo } from '../paymentOnboarding/PaymentsTab';
import { toSettingsPayload, type FormValues } from './payload';
import { STAFF_PAYMENT_KEYS } from '../paymentSettings/paymentFieldRules';
import { settingsTitle, tabLabels, tabOfHash, visibleTabs, type SettingsTab } from './tabs';

const CHECKIN_KEYS = [
  'daysAheadCheckin',
  'hoursAheadCheckin',
  'hoursBeforeRemoveCheckin',
  'minimumCheckinsGympass',
  'minimumCheckinsToPoints',
];
/** What this scope saves (spec 000: code and status are read-only outside the operator scope). */
const SAVED = [
  'name',
  'bio',
  'category',
  'subcategory',
  'avatarUrl',
  'athletesLabel',
  'pointsLabel',
  'senderName',
  'senderEmail',
  'registerEnabled',
  'registerStatus',
  'requiresPlanOnSignup',
  ...STAFF_PAYMENT_KEYS,
];
/** The tabs with a screen today: billing comes with the billing records, resources with the operator's console. */
const BUILT: ReadonlySet<SettingsTab> = new Set(['general', 'emails', 'register', 'checkins', 'payments']);

function fieldErrors(payload: Record<string, unknown>): Record<string, string> {
  const result = accountSettingsInputSchema.safeParse(payload);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** /{account}/admin/edit (spec 000 'Account settings'): tabs at the side, one Atualizar button. */
export const AccountSettingsPage = () => {
  const reloadAccount = useReloadAccount();
  const notify = useNotify();
  const notifyRequestError = useNotifyRequestError();
  const [values, setValues] = useState<FormValues | null>(null);
  const [hash, setHash] = useState(() => window.location.hash);
  const [saving, setSaving] = useState(false);
  const stripeInfo = useStripeInfo();

  useEffect(() => {
    getAccountSettings(true)
      .catch(() => getAccountSettings(false))
      .then(({ account, checkins }) => setValues({ ...account, ...(checkins ?? {}) }), notifyRequestError);
    const onHash = () => setHash(window.location.hash);
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [notifyRequestError]);

  const tabs = useMemo(
    () =>
      values
        ? visibleTabs({
            scope: 'account',
            accountType: String(values.accountType),
            features: (values.features as string[]) ?? [],
          }).filter((t) => BUILT.has(t))
        : [],
    [values],
  );
  const tab = tabOfHash(hash, tabs);
  const withCheckins = tabs.includes('checkins');
  const payload = values
    ? {
        ...toSettingsPayload(values, withCheckins ? [...SAVED, ...CHECKIN_KEYS] : SAVED, CHECKIN_KEYS),
        // A removed photo is an explicit null (a field left out keeps its value).
        ...(values.avatarUrl === null ? { avatarUrl: null } : {}),
      }
    : {};
  // Checked on every change; a name is required even though empty values are dropped before saving.
  const errors = values ? fieldErrors({ ...payload, name: typeof values.name === 'string' ? values.name : '' }) : {};
  const title = values ? settingsTitle(String(values.code), tab) : 'Configurações';

  useEffect(() => {
    document.title = title;
  }, [title]);

  if (!values) return <Loading />;
  const set = (name: string, value: FormValues[string]) =>
    setValues((v) => ({ ...v, [name]: value, ...(name === 'category' ? { subcategory: null } : {}) }));
  const bind = binder(values, errors, set);

  const save = async () => {
    if (typeof values.name !== 'string' || !values.name.trim()) {
      notify(messages.accountNameRequired, { type: 'error' });
      return;
    }
    if (Object.keys(errors).length) return;
    setSaving(true);
    try {
      const account = await updateAccount(payload);
      setValues((v) => ({ ...v, ...account }));
      reloadAccount();
      notify(messages.accountUpdated, { type: 'success' });
    } catch (error) {
      notifyRequestError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <PaymentsPendingBanner state={stripeInfo} />
      <CardContent sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        <List component="nav" aria-label="Abas de configuração" sx={{ minWidth: 200 }}>
          {tabs.map((t) => (
            <ListItemButton key={t} selected={t === tab} component="a" href={`#${t}`}>
              <ListItemText primary={tabLabels[t]} />
            </ListItemButton>
          ))}
        </List>
        <Box sx={{ flex: 1, minWidth: 280 }} role="tabpanel" aria-label={tabLabels[tab]}>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {tabLabels[tab]}
          </Typography>
          {tab === 'general' ? <GeneralTab bind={bind} values={values} set={set} /> : null}
          {tab === 'emails' ? <EmailsTab bind={bind} /> : null}
          {tab === 'register' ? <RegisterTab bind={bind} values={values} /> : null}
          {tab === 'checkins' ? <CheckinsTab bind={bind} /> : null}
          {tab === 'payments' ? <PaymentsTab state={stripeInfo} form={{ bind, values, operator: false }} /> : null}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2 }}>
            <Button variant="contained" disabled={saving} onClick={() => void save()}>
              Atualizar
            </Button>
            <Link component={RouterLink} to="/password/change" variant="body2">
              Alterar minha senha
            </Link>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
};

export default AccountSettingsPage;
