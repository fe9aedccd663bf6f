import { Box, Button, Card, CardContent, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNotify } from 'react-admin';
import type { AccountBilling } from '@gym/contracts/accounts/billing';
import { messages } from '@gym/contracts/messages';
import { useNotifyRequestError } from '../lib/notifyError';
import { BillingTab, billingErrors, billingPayload, billingReadOnly } from './BillingTab';
import { binder, type Binder } from '../lib/settingsFields';
import { OPERATOR_PAYMENT_KEYS, STAFF_PAYMENT_KEYS } from '../paymentSettings/paymentFieldRules';
import { CheckinsTab, EmailsTab, GeneralTab, RegisterTab } from './panels';
import { toSettingsPayload, type FormValues } from '../lib/settingsPayload';
import { settingsFieldErrors } from './settingsErrors';
import { ResourcesTab } from './ResourcesTab';
import { settingsTitle, tabLabels, tabOfHash, visibleTabs } from './tabs';

export type SettingsScope = 'account' | 'operator';

const CHECKIN_KEYS = [
  'daysAheadCheckin',
  'hoursAheadCheckin',
  'hoursBeforeRemoveCheckin',
  'minimumCheckinsGympass',
  'minimumCheckinsToPoints',
  'overdueToleranceDays',
  'noShowLimit',
  'noShowBlockDays',
];
/** What the account's scope saves (spec 000: code and status are read-only outside the operator scope). */
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
/** What only the operator scope changes (spec 000 section 6), the second payment provider included. */
const OPERATOR_SAVED = ['code', 'status', 'accountType', 'visibility', 'features', ...OPERATOR_PAYMENT_KEYS];

/** What the Pagamentos tab gets to render its fields (the second provider with `operator`). */
export interface PaymentsForm {
  readonly bind: Binder;
  readonly values: FormValues;
  readonly operator: boolean;
}

export interface SettingsRecord {
  readonly values: FormValues;
  readonly billingRecord: AccountBilling | null;
}

/**
 * The account settings (spec 000 'Account settings') of either scope: tabs at the side by visibility,
 * the tab in the URL hash, one Atualizar button. The owner's page saves through updateAccount, the
 * operator's through its own createOrUpdateAccount (each wrapper brings its call).
 */
export function SettingsForm({
  scope,
  initial,
  save,
  onSaved,
  onTitle,
  payments,
  links,
  footer,
  avatarUpload,
}: {
  scope: SettingsScope;
  initial: SettingsRecord;
  save: (payload: Record<string, unknown>) => Promise<SettingsRecord>;
  onSaved?: () => void;
  onTitle: (title: string) => void;
  payments: (form: PaymentsForm) => ReactNode;
  links?: ReactNode;
  footer?: ReactNode;
  /** The operator's photo upload into the edited account (the account's scope uses its own upload service). */
  avatarUpload?: (file: File, onProgress: (percent: number) => void) => Promise<string>;
}) {
  const notify = useNotify();
  const notifyRequestError = useNotifyRequestError();
  const [values, setValues] = useState<FormValues>(initial.values);
  // The billing record as last loaded or saved: once there is one, the account's scope only reads it.
  const [billingRecord, setBillingRecord] = useState<AccountBilling | null>(initial.billingRecord);
  const [hash, setHash] = useState(() => window.location.hash);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const onHash = () => setHash(window.location.hash);
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  const tabs = useMemo(
    () =>
      visibleTabs({
        scope,
        accountType: String(values.accountType),
        features: (values.features as string[]) ?? [],
      }),
    [scope, values.accountType, values.features],
  );
  const tab = tabOfHash(hash, tabs);
  // The check-in rules: both scopes' calls carry them (the operator always sees the tab).
  const withCheckins = tabs.includes('checkins');
  const billingLocked = billingReadOnly(scope, billingRecord);
  const billing = billingLocked ? null : billingPayload(values);
  const saved = [...SAVED, ...(scope === 'operator' ? OPERATOR_SAVED : []), ...(withCheckins ? CHECKIN_KEYS : [])];
  const payload = {
    ...toSettingsPayload(values, saved, withCheckins ? CHECKIN_KEYS : []),
    // A removed photo is an explicit null (a field left out keeps its value).
    ...(values.avatarUrl === null ? { avatarUrl: null } : {}),
    ...(scope === 'operator' ? { features: values.features ?? [] } : {}),
    ...(billing ? { accountBilling: billing } : {}),
  };
  // Checked on every change; a name is required even though empty values are dropped before saving.
  const errors = {
    ...settingsFieldErrors({
      ...payload,
      accountBilling: undefined,
      name: typeof values.name === 'string' ? values.name : '',
    }),
    ...billingErrors(billing),
  };
  const title = settingsTitle(String(values.code), tab);

  useEffect(() => {
    onTitle(title);
  }, [title, onTitle]);

  const set = (name: string, value: FormValues[string]) =>
    setValues((v) => ({ ...v, [name]: value, ...(name === 'category' ? { subcategory: null } : {}) }));
  const bind = binder(values, errors, set);

  const submit = async () => {
    if (typeof values.name !== 'string' || !values.name.trim()) {
      notify(messages.accountNameRequired, { type: 'error' });
      return;
    }
    if (Object.keys(errors).length) return;
    setSaving(true);
    try {
      const record = await save(payload);
      setBillingRecord(record.billingRecord);
      setValues((v) => ({ ...v, ...record.values }));
      onSaved?.();
      notify(messages.accountUpdated, { type: 'success' });
    } catch (error) {
      notifyRequestError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <CardContent sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      <Box sx={{ minWidth: 200 }}>
        <List component="nav" aria-label="Abas de configuração">
          {tabs.map((t) => (
            <ListItemButton key={t} selected={t === tab} component="a" href={`#${t}`}>
              <ListItemText primary={tabLabels[t]} />
            </ListItemButton>
          ))}
        </List>
        {links}
      </Box>
      <Box sx={{ flex: 1, minWidth: 280 }} role="tabpanel" aria-label={tabLabels[tab]}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {tabLabels[tab]}
        </Typography>
        {tab === 'general' ? (
          <GeneralTab bind={bind} values={values} set={set} scope={scope} avatarUpload={avatarUpload} />
        ) : null}
        {tab === 'emails' ? <EmailsTab bind={bind} /> : null}
        {tab === 'register' ? <RegisterTab bind={bind} values={values} /> : null}
        {tab === 'checkins' ? <CheckinsTab bind={bind} /> : null}
        {tab === 'payments' ? payments({ bind, values, operator: scope === 'operator' }) : null}
        {tab === 'billing' ? <BillingTab bind={bind} values={values} set={set} readOnly={billingLocked} /> : null}
        {tab === 'resources' ? <ResourcesTab values={values} set={set} /> : null}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2 }}>
          <Button variant="contained" disabled={saving} onClick={() => void submit()}>
            Atualizar
          </Button>
          {footer}
        </Box>
      </Box>
    </CardContent>
  );
}

/** The frame of the settings card (the owner's page adds its banner above the form). */
export const SettingsCard = ({ children }: { children: ReactNode }) => <Card sx={{ mt: 2 }}>{children}</Card>;
