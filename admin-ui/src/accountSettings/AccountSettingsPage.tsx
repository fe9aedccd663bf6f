import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useCallback, useEffect, useState } from 'react';
import { Loading, Title } from 'react-admin';
import { useReloadAccount } from '../account/useAccount';
import { getAccountSettings, updateAccount, type AccountSettingsRecord } from '../dataProvider/accountSettings';
import { useNotifyRequestError } from '../lib/notifyError';
import { PaymentsPendingBanner, PaymentsTab, useStripeInfo } from '../paymentOnboarding/PaymentsTab';
import { billingToValues } from './BillingTab';
import { SettingsCard, SettingsForm, type SettingsRecord } from './SettingsForm';

/** The settings form's record of what the admin endpoint answers. */
export function settingsRecordOf(account: AccountSettingsRecord, extra: object = {}): SettingsRecord {
  const { accountBilling, ...rest } = account;
  return { values: { ...rest, ...extra, ...billingToValues(accountBilling) }, billingRecord: accountBilling ?? null };
}

/** /{account}/admin/edit (spec 000 'Account settings') in the account's own scope. */
export const AccountSettingsPage = () => {
  const reloadAccount = useReloadAccount();
  const notifyRequestError = useNotifyRequestError();
  const [initial, setInitial] = useState<SettingsRecord | null>(null);
  const [title, setTitle] = useState('Configurações');
  const stripeInfo = useStripeInfo();

  useEffect(() => {
    getAccountSettings(true)
      .catch(() => getAccountSettings(false))
      .then(({ account, checkins }) => setInitial(settingsRecordOf(account, checkins ?? {})), notifyRequestError);
  }, [notifyRequestError]);
  useEffect(() => {
    document.title = title;
  }, [title]);
  const onTitle = useCallback((text: string) => setTitle(text), []);

  if (!initial) return <Loading />;
  return (
    <SettingsCard>
      <Title title={title} />
      <PaymentsPendingBanner state={stripeInfo} />
      <SettingsForm
        scope="account"
        initial={initial}
        save={async (payload) => settingsRecordOf(await updateAccount(payload))}
        onSaved={reloadAccount}
        onTitle={onTitle}
        payments={(form) => <PaymentsTab state={stripeInfo} form={form} />}
        footer={
          <Link component={RouterLink} to="/password/change" variant="body2">
            Alterar minha senha
          </Link>
        }
      />
    </SettingsCard>
  );
};

export default AccountSettingsPage;
